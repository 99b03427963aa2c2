import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  type Language,
  StaffCodeRequestSchema,
  type StaffEnrolment,
  StaffLoginRequestSchema,
  type StaffSecondFactor,
  type StaffSession,
  StaffVerifyRequestSchema,
} from '@vida/shared';
import { type ComponentType, type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LogoLink } from '../../../components/ui/logo-link.tsx';
import { MAIN_CONTENT_ID } from '../../../components/ui/skip-link.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { enrol, fetchEnrolment, staffLogin, verifySecondFactor } from '../api/staff-session-api.ts';
import { CARE_PATHS } from '../lib/care-paths.ts';
import { type Errors, requestErrors, schemaErrors, useMessageText } from '../lib/form-errors.ts';
import { startStaffSession } from '../lib/staff-session.ts';

/** What the page needs of the captcha widget (the members' one, handed in by the app). */
export interface CaptchaControl {
  start: () => void;
  ensure: () => Promise<string>;
  reset: () => void;
}
export type CaptchaComponent = ComponentType<{
  ref?: Ref<CaptchaControl>;
  language: Language;
  onChange: (payload: string) => void;
  error?: string | undefined;
  errorId?: string;
}>;

type Step =
  | { kind: 'credentials' }
  | { kind: 'totp'; factor: StaffSecondFactor; recovery: boolean }
  | { kind: 'enrol'; factor: StaffSecondFactor; enrolment: StaffEnrolment | null }
  | { kind: 'recovery'; session: StaffSession; codes: string[] };

/**
 * `/care/login`: e-mail, password and captcha; then the authenticator code, or at the first sign-in the QR
 * code to scan, the first code, and the ten recovery codes shown once.
 */
export function CareLoginPage({ Captcha }: { Captcha: CaptchaComponent }) {
  const { t } = useTranslation(['care', 'pages']);
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const captchaRef = useRef<CaptchaControl>(null);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [values, setValues] = useState({
    email: '',
    password: '',
    captcha_response: '',
    code: '',
    recovery_code: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    captchaRef.current?.start();
  }, []);
  // Each step moves focus to its heading, so screen readers announce where they are.
  useEffect(() => {
    if (step.kind !== 'credentials') headingRef.current?.focus();
  }, [step.kind]);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFormError('');
    try {
      await work();
    } catch (error) {
      const { form, fields } = requestErrors(error);
      setErrors(fields);
      setFormError(form);
    } finally {
      setBusy(false);
    }
  }

  function signedIn(session: StaffSession) {
    queryClient.removeQueries({ queryKey: ['care'] });
    startStaffSession(session);
    navigate(CARE_PATHS.inbox, { replace: true });
  }

  async function submitCredentials(event: FormEvent) {
    event.preventDefault();
    const captcha = values.captcha_response || (await captchaRef.current?.ensure()) || '';
    const body = { email: values.email, password: values.password, captcha_response: captcha };
    const invalid = schemaErrors(StaffLoginRequestSchema, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    await run(async () => {
      try {
        const factor = await staffLogin(body);
        if (factor.next === 'totp') setStep({ kind: 'totp', factor, recovery: false });
        else {
          setStep({ kind: 'enrol', factor, enrolment: null });
          const enrolment = await fetchEnrolment(factor.second_factor_token);
          setStep({ kind: 'enrol', factor, enrolment });
        }
      } finally {
        // A captcha works once: the next try needs a fresh one.
        captchaRef.current?.reset();
      }
    });
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind === 'totp') {
      const body = step.recovery ? { recovery_code: values.recovery_code } : { code: values.code };
      const invalid = schemaErrors(StaffVerifyRequestSchema, body);
      setErrors(invalid ?? {});
      if (invalid) return;
      await run(async () => signedIn(await verifySecondFactor(step.factor.second_factor_token, body)));
    } else if (step.kind === 'enrol') {
      const invalid = schemaErrors(StaffCodeRequestSchema, { code: values.code });
      setErrors(invalid ?? {});
      if (invalid) return;
      await run(async () => {
        const enrolled = await enrol(step.factor.second_factor_token, values.code);
        setStep({
          kind: 'recovery',
          session: { access_token: enrolled.access_token, expires_at: enrolled.expires_at },
          codes: enrolled.recovery_codes,
        });
      });
    }
  }

  const startOver = () => {
    setStep({ kind: 'credentials' });
    setValues((v) => ({ ...v, password: '', code: '', recovery_code: '' }));
    setErrors({});
    setFormError('');
  };

  const heading = (label: string) => (
    <Typography
      ref={headingRef}
      tabIndex={-1}
      variant="h2"
      sx={{ fontSize: '1.25rem', mb: 1, outline: 'none' }}
    >
      {label}
    </Typography>
  );

  const codeField = (
    <FormField
      id="care-code"
      label={t('login.code')}
      value={values.code}
      onChange={set('code')}
      error={errors.code ? text(errors.code) : undefined}
      autoComplete="one-time-code"
      slotProps={{ input: { inputMode: 'numeric', maxLength: 6 } }}
      fullWidth
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'sand.main', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'ink.main',
          px: { xs: 2, md: 3 },
          py: 0.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <LogoLink to={null} tone="dark" size="small" compact />
        <Typography
          component="span"
          sx={{
            color: 'gold.light',
            fontWeight: 600,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            fontSize: '0.75rem',
          }}
        >
          {t('desk')}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <LanguageSwitch tone="dark" />
        </Box>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'grid',
          placeItems: 'start center',
          px: 2,
          py: { xs: 3, md: 6 },
          outline: 'none',
        }}
      >
        <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, md: 3.5 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
            {t('pages:careLogin')}
          </Typography>
          {formError && (
            <Box sx={{ mb: 2 }}>
              <FormAlert severity="error">{text(formError)}</FormAlert>
            </Box>
          )}

          {step.kind === 'credentials' && (
            <Box component="form" noValidate onSubmit={submitCredentials} sx={{ display: 'grid', gap: 2 }}>
              <Typography color="text.secondary">{t('login.intro')}</Typography>
              <FormField
                id="care-email"
                label={t('login.email')}
                type="email"
                autoComplete="username"
                value={values.email}
                onChange={set('email')}
                error={errors.email ? text(errors.email) : undefined}
                fullWidth
              />
              <FormField
                id="care-password"
                label={t('login.password')}
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={set('password')}
                error={errors.password ? text(errors.password) : undefined}
                fullWidth
              />
              <Captcha
                ref={captchaRef}
                language={language}
                onChange={(payload) => setValues((v) => ({ ...v, captcha_response: payload }))}
                error={errors.captcha_response ? text(errors.captcha_response) : undefined}
                errorId="care-captcha-error"
              />
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('login.submit')}
              </Button>
            </Box>
          )}

          {step.kind === 'totp' && (
            <Box component="form" noValidate onSubmit={submitCode} sx={{ display: 'grid', gap: 2 }}>
              {heading(t('login.codeTitle'))}
              <Typography color="text.secondary">{t('login.codeHelp')}</Typography>
              {step.recovery ? (
                <FormField
                  id="care-recovery"
                  label={t('login.recoveryCode')}
                  value={values.recovery_code}
                  onChange={set('recovery_code')}
                  error={errors.recovery_code ? text(errors.recovery_code) : undefined}
                  autoComplete="off"
                  fullWidth
                />
              ) : (
                codeField
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('login.verify')}
              </Button>
              <Link
                component="button"
                type="button"
                onClick={() => setStep({ ...step, recovery: !step.recovery })}
                sx={{ justifySelf: 'start', minHeight: 44 }}
              >
                {step.recovery ? t('login.useCode') : t('login.useRecovery')}
              </Link>
              <Link
                component="button"
                type="button"
                onClick={startOver}
                sx={{ justifySelf: 'start', minHeight: 44 }}
              >
                {t('login.startOver')}
              </Link>
            </Box>
          )}

          {step.kind === 'enrol' && (
            <Box component="form" noValidate onSubmit={submitCode} sx={{ display: 'grid', gap: 1.5 }}>
              {heading(t('login.enrolTitle'))}
              <Typography>{t('login.enrolStep1')}</Typography>
              <Typography>{t('login.enrolStep2')}</Typography>
              {step.enrolment && (
                <>
                  <Box
                    component="img"
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.enrolment.qr_svg)}`}
                    alt={t('login.qrAlt')}
                    sx={{
                      width: 200,
                      height: 200,
                      justifySelf: 'center',
                      bgcolor: 'common.white',
                      p: 1,
                      borderRadius: 1,
                    }}
                  />
                  <Typography component="p" sx={{ fontSize: '0.875rem' }}>
                    {t('login.manualKey')}:{' '}
                    <Box
                      component="code"
                      data-testid="totp-secret"
                      sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.9375rem' }}
                    >
                      {step.enrolment.secret}
                    </Box>
                  </Typography>
                </>
              )}
              <Typography>{t('login.enrolStep3')}</Typography>
              {codeField}
              <Button type="submit" variant="contained" size="large" disabled={busy || !step.enrolment}>
                {t('login.enrolSubmit')}
              </Button>
            </Box>
          )}

          {step.kind === 'recovery' && (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {heading(t('login.recoveryTitle'))}
              <Typography>{t('login.recoveryHelp')}</Typography>
              <Box
                component="ol"
                aria-label={t('login.recoveryList')}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, 1fr)',
                  gap: 0.5,
                  fontFamily: 'monospace',
                  fontSize: '1rem',
                  m: 0,
                  pl: 3,
                }}
              >
                {step.codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </Box>
              <Button variant="contained" size="large" onClick={() => signedIn(step.session)}>
                {t('login.recoveryContinue')}
              </Button>
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
