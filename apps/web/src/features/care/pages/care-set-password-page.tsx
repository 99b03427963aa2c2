import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staffSetPasswordRequestSchema } from '@vida/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { MAIN_CONTENT_ID } from '../../../components/ui/skip-link.tsx';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { setStaffPassword } from '../api/staff-session-api.ts';
import { CARE_PATHS } from '../lib/care-paths.ts';
import { useMessageText } from '../lib/form-errors.ts';

const StaffSetPasswordRequestSchema = staffSetPasswordRequestSchema(browserPasswordChecks);

/** The token travels in the fragment (`#token=…`), which no server ever sees or logs. */
const tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** The API's password rule, and the same password typed twice. */
const NewPasswordSchema = StaffSetPasswordRequestSchema.pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: 'validation_password_mismatch',
  });
type NewPassword = z.input<typeof NewPasswordSchema>;

/** `/care/set-password#token=…`: a new staff account's first password (`npm run staff:create` mails the link). */
export function CareSetPasswordPage() {
  const { t } = useTranslation(['care', 'pages', 'messages']);
  const text = useMessageText();
  const [token] = useState(tokenFromHash);
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');
  const form = useForm<NewPassword, unknown, z.output<typeof NewPasswordSchema>>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError('');
    try {
      setDone((await setStaffPassword(token, password)).message);
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, ['password']) ?? '');
    }
  });

  const passwordField = (name: 'password' | 'confirm', id: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const message = errors[name]?.message;
        return (
          <FormField
            id={id}
            type="password"
            autoComplete="new-password"
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={message ? text(message) : undefined}
            fullWidth
          />
        );
      }}
    />
  );

  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        bgcolor: 'sand.main',
        display: 'grid',
        placeItems: 'start center',
        px: 2,
        py: 6,
        outline: 'none',
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, md: 3.5 }, display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('pages:careSetPassword')}
        </Typography>
        {!token && <FormAlert severity="error">{t('setPassword.missing')}</FormAlert>}
        {formError && <FormAlert severity="error">{text(formError)}</FormAlert>}
        {done ? (
          <>
            <FormAlert severity="info">{done}</FormAlert>
            <Link component={RouterLink} to={CARE_PATHS.login}>
              {t('setPassword.toLogin')}
            </Link>
          </>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
            {passwordField('password', 'staff-password', t('setPassword.password'))}
            {passwordField('confirm', 'staff-confirm', t('setPassword.confirm'))}
            <Button type="submit" variant="contained" size="large" disabled={!token}>
              {t('setPassword.submit')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
