import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type ReauthenticateRequest, ReauthenticateRequestSchema } from '@vida/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { reauthenticate } from '../api/cards-api.ts';
import { CardDialogFrame } from './card-dialog-frame.tsx';

interface ConfirmPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs once the API accepted the password (cards may change for 5 minutes). */
  onConfirmed: () => void;
}

/**
 * Asks for the member's password before a card is added, edited or deleted (`POST /reauthenticate`). A new
 * form per opening, as the billing dialog: a form mounts with a blocking re-render of its own
 * (react-hook-form's), which Edit Profile's first render paid for a closed dialog.
 */
export function ConfirmPasswordDialog(props: ConfirmPasswordDialogProps) {
  return props.open ? <PasswordConfirmation {...props} /> : null;
}

function PasswordConfirmation({ onClose, onConfirmed }: Omit<ConfirmPasswordDialogProps, 'open'>) {
  const { t, i18n } = useTranslation('account');
  const [alert, setAlert] = useState<string | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const form = useForm<ReauthenticateRequest>({
    resolver: zodResolver(ReauthenticateRequestSchema),
    mode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const confirm = useMutation({
    mutationFn: (values: ReauthenticateRequest) => reauthenticate(values.password),
    onSuccess: onConfirmed,
    onError: (error) => setAlert(applyServerErrors(error, form.setError, ['password'])),
  });
  const message = form.formState.errors.password?.message;
  const { ref, ...registration } = form.register('password');
  return (
    <CardDialogFrame
      open
      title={t('cards.password.title')}
      busy={confirm.isPending}
      onClose={onClose}
      onEntered={() => field.current?.focus()}
      onSubmit={form.handleSubmit((values) => {
        setAlert(null);
        confirm.mutate(values);
      })}
      actions={
        <>
          <Button onClick={onClose} color="ink" variant="outlined" disabled={confirm.isPending}>
            {t('cards.password.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="gold" disabled={confirm.isPending}>
            {t('cards.password.confirm')}
          </Button>
        </>
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('cards.password.intro')}</Typography>
      <PasswordField
        id="card-password"
        label={t('cards.password.label')}
        autoComplete="current-password"
        error={message ? resolveMessage(i18n, message) : undefined}
        registration={{
          ...registration,
          ref: (element: HTMLInputElement | null) => {
            ref(element);
            field.current = element;
          },
        }}
      />
      {alert ? <FormAlert severity="error">{resolveMessage(i18n, alert)}</FormAlert> : null}
    </CardDialogFrame>
  );
}
