import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordRequest, changePasswordSchema, type Profile } from '@vida/shared';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';
import { normaliseProfile, updateProfile } from '../../../lib/profile-query.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';

const ChangePasswordSchema = changePasswordSchema(browserPasswordChecks);

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY: ChangePasswordRequest = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

interface ChangePasswordDialogProps {
  open: boolean;
  profile: Profile;
  onClose: () => void;
}

/**
 * The change-password dialog: current, new and confirmation, checked by the shared schema here and the
 * current one by the server (`PUT /profile`). Focus stays inside while it is open and returns to the button
 * that opened it (MUI's focus trap). A new form per opening, as the card dialogs: a form mounts with a
 * blocking re-render of its own (react-hook-form's), which the page's first render paid for a closed dialog.
 */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  return props.open ? <ChangePasswordForm {...props} /> : null;
}

function ChangePasswordForm({ profile, onClose }: Omit<ChangePasswordDialogProps, 'open'>) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordSchema),
    // Tabbing through the empty dialog must not paint it red; after a first attempt, errors follow typing.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const change = useMutation({
    // Only the password changes: the preferences go as they are stored, membership data not at all.
    mutationFn: (values: ChangePasswordRequest) =>
      updateProfile({
        ...values,
        language_id: profile.language_id,
        all_communications: profile.all_communications,
        monthly_communications: profile.monthly_communications,
      }),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(profileKeys.all, normaliseProfile(data.profile));
      notify('success', message);
      onClose();
    },
    onError: (error) => setAlert(applyServerErrors(error, form.setError, FIELDS)),
  });

  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const { ref: currentRef, ...current } = form.register('current_password');

  return (
    <Dialog
      open
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      aria-labelledby="change-password-title"
      aria-describedby="change-password-intro"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: { onEntered: () => firstField.current?.focus() },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setAlert(null);
          change.mutate(values);
        })}
      >
        <DialogTitle
          id="change-password-title"
          component="h2"
          variant="h3"
          sx={{ pt: 3.5, px: { xs: 2.5, sm: 4 } }}
        >
          {t('password.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, px: { xs: 2.5, sm: 4 } }}>
          <Typography id="change-password-intro" sx={{ color: 'text.secondary' }}>
            {t('password.intro')}
          </Typography>
          <PasswordField
            id="password-current"
            label={t('password.current')}
            autoComplete="current-password"
            error={errorOf('current_password')}
            registration={{
              ...current,
              ref: (element: HTMLInputElement | null) => {
                currentRef(element);
                firstField.current = element;
              },
            }}
          />
          <PasswordField
            id="password-new"
            label={t('password.new')}
            autoComplete="new-password"
            error={errorOf('new_password')}
            help={t('password.rules')}
            describedBy="password-new-strength"
            registration={form.register('new_password')}
          />
          <PasswordStrengthMeter
            id="password-new-strength"
            password={newPassword}
            personal={[profile.first_name, profile.last_name, profile.email]}
          />
          <PasswordField
            id="password-confirm"
            label={t('password.confirm')}
            autoComplete="new-password"
            error={errorOf('new_password_confirmation')}
            registration={form.register('new_password_confirmation')}
          />
          {alert ? <FormAlert severity="error">{resolveMessage(i18n, alert)}</FormAlert> : null}
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2.5, sm: 4 }, pb: 3.5, pt: 1, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} color="ink" variant="outlined" disabled={change.isPending}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="gold" disabled={change.isPending}>
            {t('password.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
