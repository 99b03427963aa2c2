import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLoginMutation } from '../api/login.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { isLoginField, type LoginErrors, type LoginField, type LoginValues } from '../lib/login-fields.ts';
import type { LoginValidation } from '../lib/login-validation.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';

type Validate = (values: LoginValues, memberIdRequired?: boolean) => LoginValidation;

let validationLoading: Promise<Validate> | null = null;
/** Set once loaded, so re-validation while typing stays synchronous. */
let loadedValidate: Validate | null = null;

/** Starts loading the schema; called when the member first touches the form. */
export function preloadLoginValidation(): Promise<Validate> {
  validationLoading ??= import('../lib/login-validation.ts').then(
    (module) => {
      loadedValidate = module.validateLogin;
      return module.validateLogin;
    },
    (error: unknown) => {
      validationLoading = null;
      throw error;
    },
  );
  return validationLoading;
}

const EMPTY: LoginValues = { email: '', password: '', captcha_response: '', vida_member_id: '' };
const TYPED_FIELDS = ['email', 'password', 'vida_member_id'] as const satisfies readonly LoginField[];

/** `current` with the errors of `fields` replaced by those in `found`; the same object if nothing changed. */
function withFieldErrors(
  current: LoginErrors,
  found: LoginErrors,
  fields: readonly LoginField[],
): LoginErrors {
  let next = current;
  for (const field of fields) {
    const message = found[field];
    if (current[field] === message) continue;
    if (next === current) next = { ...current };
    if (message === undefined) delete next[field];
    else next[field] = message;
  }
  return next;
}

const errorsOf = (result: LoginValidation): LoginErrors => (result.ok ? {} : result.errors);

/**
 * Login (spec sections 2, 4, 8): e-mail, password, captcha; a 409 reveals the member-id field. Validation
 * runs on submit, then again on every change of a field; server field errors show under their fields.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const captchaRef = useRef<CaptchaHandle>(null);
  const memberIdRef = useRef<HTMLInputElement | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [needsMemberId, setNeedsMemberId] = useState(false);
  // Read by the stable field handlers: the revealed member-id field is required.
  const needsMemberIdRef = useRef(false);
  needsMemberIdRef.current = needsMemberId;
  const [serverMessage, setServerMessage] = useState<{ text: string; severity: 'error' | 'info' } | null>(
    null,
  );
  const [values, setValues] = useState<LoginValues>(EMPTY);
  // The latest values for code that awaits (the captcha, the request) and so outlives a render.
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<LoginErrors>({});
  const submittedRef = useRef(false);
  const inFlightRef = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);

  useEffect(() => {
    if (needsMemberId) memberIdRef.current?.focus();
  }, [needsMemberId]);

  /** Stores a value; re-checks that field when asked to, or on every change once the form was submitted. */
  const setField = useCallback((field: LoginField, value: string, validate = submittedRef.current) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    if (validate && loadedValidate) {
      const found = errorsOf(loadedValidate(next, needsMemberIdRef.current));
      setErrors((current) => withFieldErrors(current, found, [field]));
    }
  }, []);

  const onCaptchaChange = useCallback(
    (payload: string) => setField('captcha_response', payload, Boolean(payload)),
    [setField],
  );

  /** Field errors are message keys (client) or texts (server); both resolve through the `messages` rule. */
  const errorText = (field: LoginField): string | undefined => {
    const message = errors[field];
    if (!message) return undefined;
    if (field === 'captcha_response' && message === 'validation_required') {
      return resolveMessage(i18n, 'validation_captcha');
    }
    return resolveMessage(i18n, message);
  };

  /** The member started on the form: fetch the schema and start the captcha while they type. */
  const warmUp = () => {
    void preloadLoginValidation().catch(() => {});
    captchaRef.current?.start();
  };

  /** Submitting before the captcha finished waits for it rather than failing, once the fields are valid. */
  const submit = async (validate: Validate) => {
    if (!valuesRef.current.captcha_response && captchaRef.current) {
      const found = errorsOf(validate(valuesRef.current, needsMemberIdRef.current));
      setErrors((current) => withFieldErrors(current, found, TYPED_FIELDS));
      if (TYPED_FIELDS.every((field) => !found[field])) {
        setWaitingForCaptcha(true);
        const payload = await captchaRef.current.ensure();
        setWaitingForCaptcha(false);
        if (payload) setField('captcha_response', payload, false);
      }
    }
    submittedRef.current = true;
    const result = validate(valuesRef.current, needsMemberIdRef.current);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setServerMessage(null);
    setSubmitting(true);
    try {
      const session = await loginMutation.mutateAsync({
        ...result.data,
        vida_member_id: needsMemberId ? result.data.vida_member_id : undefined,
        lang: language,
      });
      await completeSignIn(session, navigate);
    } catch (error) {
      if (!isApiRequestError(error)) {
        setServerMessage({ text: 'generic_error', severity: 'error' });
        return;
      }
      if (error.status === 409) setNeedsMemberId(true);
      const fromServer: LoginErrors = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        if (isLoginField(field) && messages[0]) fromServer[field] = messages[0];
      }
      setErrors(fromServer);
      // The member-id step and an owner's first sign-in from the previous app are steps, not failures.
      const welcome = error.status === 409 || error.code === 'previous_app_welcome';
      setServerMessage({ text: error.displayMessage, severity: welcome ? 'info' : 'error' });
    } finally {
      setSubmitting(false);
      // Every attempt spends the challenge: a fresh one is solved for the next try.
      setField('captcha_response', '', false);
      captchaRef.current?.reset();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    warmUp();
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    try {
      await submit(await preloadLoginValidation());
    } catch {
      // The validation code could not be fetched (offline, or a new deploy replaced it).
      setServerMessage({ text: 'generic_error', severity: 'error' });
    } finally {
      inFlightRef.current = false;
    }
  };

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const busy = submitting || waitingForCaptcha;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={warmUp}
      onPointerDown={warmUp}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errorText('email')}
        name="email"
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
      />
      <FormField
        id="login-password"
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errorText('password')}
        help={
          capsLock ? (
            <Box component="span" role="status" sx={{ color: 'warning.main', fontWeight: 600 }}>
              {resolveMessage(i18n, 'caps_lock_on')}
            </Box>
          ) : undefined
        }
        name="password"
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        onBlur={() => setCapsLock(false)}
        onKeyDown={trackCapsLock}
        onKeyUp={trackCapsLock}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              onClick={() => setShowPassword((value) => !value)}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      {needsMemberId ? (
        <FormField
          id="login-member-id"
          label={t('login.memberId')}
          required
          inputMode="numeric"
          autoComplete="off"
          help={t('login.memberIdHelp')}
          error={errorText('vida_member_id')}
          name="vida_member_id"
          value={values.vida_member_id}
          inputRef={memberIdRef}
          onChange={(event) => setField('vida_member_id', event.target.value)}
        />
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link
          component={RouterLink}
          to={PATHS.forgotPassword}
          sx={{ color: 'gold.dark', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {t('login.forgotPassword')}
        </Link>
      </Box>
      <CaptchaField
        ref={captchaRef}
        language={language}
        errorId="login-captcha-error"
        error={errorText('captcha_response')}
        onChange={onCaptchaChange}
      />
      {serverMessage ? (
        <FormAlert severity={serverMessage.severity}>{resolveMessage(i18n, serverMessage.text)}</FormAlert>
      ) : null}
      <Button type="submit" variant="contained" color="gold" size="large" disabled={busy} fullWidth>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={PATHS.register} sx={{ color: 'gold.dark' }}>
          {t('login.createAccount')}
        </Link>
      </Typography>
    </Box>
  );
}
