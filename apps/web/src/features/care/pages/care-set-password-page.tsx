import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { staffSetPasswordRequestSchema } from '@vida/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { MAIN_CONTENT_ID } from '../../../components/ui/skip-link.tsx';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';
import { setStaffPassword } from '../api/staff-session-api.ts';
import { CARE_PATHS } from '../lib/care-paths.ts';
import { type Errors, requestErrors, schemaErrors, useMessageText } from '../lib/form-errors.ts';

const StaffSetPasswordRequestSchema = staffSetPasswordRequestSchema(browserPasswordChecks);

/** The token travels in the fragment (`#token=…`), which no server ever sees or logs. */
const tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** `/care/set-password#token=…`: a new staff account's first password (`npm run staff:create` mails the link). */
export function CareSetPasswordPage() {
  const { t } = useTranslation(['care', 'pages', 'messages']);
  const text = useMessageText();
  const [token] = useState(tokenFromHash);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = schemaErrors(StaffSetPasswordRequestSchema, { token, password: values.password }) ?? {};
    if (values.confirm !== values.password) invalid.confirm = 'validation_password_mismatch';
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      setDone((await setStaffPassword(token, values.password)).message);
    } catch (failure) {
      const { form, fields } = requestErrors(failure);
      setErrors(fields);
      setFormError(form);
    }
  }

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
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <Typography color="text.secondary">{t('setPassword.intro')}</Typography>
            <FormField
              id="staff-password"
              type="password"
              autoComplete="new-password"
              label={t('setPassword.password')}
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              error={errors.password ? text(errors.password) : undefined}
              fullWidth
            />
            <FormField
              id="staff-confirm"
              type="password"
              autoComplete="new-password"
              label={t('setPassword.confirm')}
              value={values.confirm}
              onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
              error={errors.confirm ? text(errors.confirm) : undefined}
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={!token}>
              {t('setPassword.submit')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
