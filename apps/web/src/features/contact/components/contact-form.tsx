import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactMessageRequestSchema, type ContactReason, LIMITS, type Profile } from '@vida/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField, fieldLabelSx } from '../../../components/ui/form-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { messageKeys } from '../../../lib/query-keys.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

type Input = z.input<typeof ContactMessageRequestSchema>;
type Output = z.output<typeof ContactMessageRequestSchema>;
type Field = 'reason' | 'phone' | 'email' | 'message' | 'need_to_contact_me';
const FIELDS: readonly Field[] = ['reason', 'phone', 'email', 'message', 'need_to_contact_me'];

/** Spec section 2: the phone starts as the mobile, else the home phone; the e-mail as the profile's. */
export function initialValues(profile: Pick<Profile, 'mobile_phone' | 'home_phone' | 'email'>): Input {
  return {
    reason: '',
    phone: profile.mobile_phone || profile.home_phone || '',
    email: profile.email,
    message: '',
    need_to_contact_me: false,
  };
}

interface ContactFormProps {
  profile: Profile;
  reasons: ContactReason[];
  /** Called after a message was stored (the messages list is stale then). */
  onSent?: () => void;
}

/** Validates on blur; resets after a success with the 24-hour notice; a failure keeps everything typed. */
export function ContactForm({ profile, reasons, onSent }: ContactFormProps) {
  const { t, i18n } = useTranslation('contact');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ContactMessageRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: initialValues(profile),
  });
  const idempotency = useIdempotencyKey();
  const send = useMutation({
    mutationFn: (values: Output) => sendContactMessage(values, idempotency.key),
    onSuccess: () => {
      idempotency.renew();
      form.reset(initialValues(profile));
      setSent(true);
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      onSent?.();
    },
    onError: (error) => {
      if (!answerLost(error)) idempotency.renew();
      applyServerErrors(error, form.setError, FIELDS);
    },
  });

  const { errors } = form.formState;
  const errorText = (field: Field) => {
    const message = errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const failure = send.error;
  const reasonError = errorText('reason');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setSent(false);
        send.mutate(values);
      })}
      sx={{ display: 'grid', gap: 3 }}
    >
      <FormControl fullWidth error={Boolean(reasonError)}>
        <InputLabel htmlFor="contact-reason" shrink disableAnimation sx={fieldLabelSx}>
          {t('reason')}
        </InputLabel>
        <NativeSelect
          id="contact-reason"
          input={<OutlinedInput notched={false} />}
          inputProps={{ 'aria-describedby': reasonError ? 'contact-reason-error' : undefined }}
          {...form.register('reason')}
        >
          <option value="" disabled>
            {t('reasonPlaceholder')}
          </option>
          {reasons.map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {reason.name}
            </option>
          ))}
        </NativeSelect>
        {reasonError ? <FormHelperText id="contact-reason-error">{reasonError}</FormHelperText> : null}
      </FormControl>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          id="contact-phone"
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          error={errorText('phone')}
          {...form.register('phone')}
        />
        <FormField
          id="contact-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errorText('email')}
          {...form.register('email')}
        />
      </Box>
      <FormField
        id="contact-message"
        label={t('message')}
        multiline
        minRows={5}
        error={errorText('message')}
        help={t('messageHelp', { max: formatNumber(LIMITS.messageMax, language) })}
        slotProps={{ input: { maxLength: LIMITS.messageMax } }}
        {...form.register('message')}
      />
      <Controller
        control={form.control}
        name="need_to_contact_me"
        render={({ field }) => (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': 'contact-callback-help' } }}
                />
              }
              label={t('needToContactMe')}
            />
            <Typography
              id="contact-callback-help"
              sx={{ color: 'text.secondary', fontSize: '0.875rem', ml: 6.5 }}
            >
              {t('needToContactMeHelp')}
            </Typography>
          </Box>
        )}
      />
      {failure ? (
        <FormAlert severity="error">
          {resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : 'generic_error')}
        </FormAlert>
      ) : null}
      {sent ? (
        <Box
          role="status"
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            p: 2,
            borderRadius: '10px',
            bgcolor: 'rgba(14, 94, 111, 0.08)',
            borderLeft: '4px solid',
            borderColor: 'secondary.main',
          }}
        >
          <CheckCircleOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
          <Typography>{t('sent')}</Typography>
        </Box>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" color="gold" size="large" disabled={send.isPending}>
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
