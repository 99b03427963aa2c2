import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { LIMITS, type MessageItem, type ReplyRequest, ReplyRequestSchema, TIMINGS } from '@vida/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { sendReply } from '../api/messages-api.ts';

type Step = 'button' | 'form' | 'sent';

interface ReplyBoxProps {
  threadId: number;
  onSent: (reply: MessageItem) => void;
}

/**
 * Spec section 4: a button, then the form (send disabled while invalid), then a confirmation that gives way
 * to the button again after TIMINGS.replyConfirmationMs. A failed send keeps what the member typed.
 */
export function ReplyBox({ threadId, onSent }: ReplyBoxProps) {
  const { t } = useTranslation('inbox');
  const [step, setStep] = useState<Step>('button');
  // Kept when the form closes: a send whose answer was lost goes again under the same key.
  const idempotency = useIdempotencyKey();

  useEffect(() => {
    if (step !== 'sent') return;
    const timer = setTimeout(() => setStep('button'), TIMINGS.replyConfirmationMs);
    return () => clearTimeout(timer);
  }, [step]);

  if (step === 'button') {
    return (
      <Button variant="contained" color="gold" startIcon={<ReplyIcon />} onClick={() => setStep('form')}>
        {t('reply')}
      </Button>
    );
  }
  if (step === 'sent') {
    return (
      <Paper
        role="status"
        elevation={0}
        sx={{
          p: 2.5,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          bgcolor: 'rgba(14, 94, 111, 0.08)',
          borderLeft: '4px solid',
          borderColor: 'secondary.main',
        }}
      >
        <CheckCircleOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Typography>{t('sent')}</Typography>
      </Paper>
    );
  }
  return (
    <ReplyForm
      threadId={threadId}
      idempotency={idempotency}
      onSent={(reply) => {
        setStep('sent');
        onSent(reply);
      }}
      onCancel={() => setStep('button')}
    />
  );
}

interface ReplyFormProps {
  threadId: number;
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onSent: (reply: MessageItem) => void;
  onCancel: () => void;
}

/**
 * The form itself, built only once the member asks to reply: its validation and its request are work a
 * phone would otherwise do while the thread first loads, for a form most visits never open.
 */
function ReplyForm({ threadId, idempotency, onSent, onCancel }: ReplyFormProps) {
  const { t, i18n } = useTranslation('inbox');
  const language = useLanguage();
  const id = useId();
  const form = useForm<ReplyRequest>({
    resolver: zodResolver(ReplyRequestSchema),
    mode: 'onChange',
    defaultValues: { message: '' },
  });
  const send = useMutation({
    mutationFn: (values: ReplyRequest) => sendReply(threadId, values.message, idempotency.key),
    onSuccess: (reply) => {
      idempotency.renew();
      onSent(reply);
    },
    onError: (error) => {
      if (!answerLost(error)) idempotency.renew();
      applyServerErrors(error, form.setError, ['message']);
    },
  });

  const error = form.formState.errors.message?.message;
  const failure = send.error && !error ? send.error : null;
  return (
    <Paper
      component="form"
      noValidate
      elevation={1}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <FormField
        id={`${id}-reply`}
        label={t('replyLabel')}
        multiline
        minRows={4}
        autoFocus
        error={error ? resolveMessage(i18n, error) : undefined}
        help={t('replyHelp', { max: formatNumber(LIMITS.messageMax, language) })}
        slotProps={{ input: { maxLength: LIMITS.messageMax } }}
        {...form.register('message')}
      />
      {failure ? (
        <FormAlert severity="error">
          {resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : 'generic_error')}
        </FormAlert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ReasonedButton
          type="submit"
          variant="contained"
          color="gold"
          disabled={!form.formState.isValid || send.isPending}
          reason={send.isPending ? undefined : t('sendEmpty')}
        >
          {t('send')}
        </ReasonedButton>
        <Button variant="text" color="ink" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Box>
    </Paper>
  );
}
