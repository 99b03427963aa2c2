import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LoginRequest } from '@vida/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLoginMutation } from '../api/login.ts';
import { completeSignIn } from '../lib/complete-sign-in.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';

type LoginFields = LoginRequest;
type LoginField = FieldPath<LoginFields>;

const FIELDS: readonly LoginField[] = ['email', 'password', 'captcha_response', 'vida_member_id'];
const isLoginField = (name: string): name is LoginField => (FIELDS as readonly string[]).includes(name);

let resolverLoading: Promise<Resolver<LoginFields>> | null = null;

/** Starts loading the schema; called when the member first touches the form. */
export function preloadLoginResolver(): Promise<Resolver<LoginFields>> {
  resolverLoading ??= import('../lib/login-resolver.ts').then(
    (module) => module.loginResolver as Resolver<LoginFields>,
    (error: unknown) => {
      resolverLoading = null;
      throw error;
    },
  );
  return resolverLoading;
}

const lazyLoginResolver: Resolver<LoginFields> = async (values, context, options) =>
  (await preloadLoginResolver())(values, context, options);

/** Login (spec sections 2, 4, 8): e-mail, password, captcha; a 409 reveals the member-id field. */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const captchaRef = useRef<CaptchaHandle>(null);
  const memberIdRef = useRef<HTMLInputElement | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [needsMemberId, setNeedsMemberId] = useState(false);
  const [serverMessage, setServerMessage] = useState<{ text: string; severity: 'error' | 'info' } | null>(
    null,
  );
  const [completing, setCompleting] = useState(false);

  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({
    resolver: lazyLoginResolver,
    defaultValues: { email: '', password: '', captcha_response: '', vida_member_id: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (needsMemberId) memberIdRef.current?.focus();
  }, [needsMemberId]);

  /** Field errors are message keys (client) or texts (server); both resolve through the `messages` rule. */
  const errorText = (field: LoginField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (field === 'captcha_response' && message === 'validation_required') {
      return resolveMessage(i18n, 'validation_captcha');
    }
    return resolveMessage(i18n, message);
  };

  const onValid = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      const token = await loginMutation.mutateAsync({
        ...values,
        vida_member_id: needsMemberId ? values.vida_member_id : undefined,
        lang: language,
      });
      setCompleting(true);
      await completeSignIn(token, navigate);
    } catch (error) {
      if (!isApiRequestError(error)) {
        setServerMessage({ text: 'generic_error', severity: 'error' });
        return;
      }
      if (error.status === 409) setNeedsMemberId(true);
      for (const [field, messages] of Object.entries(error.errors)) {
        if (isLoginField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
      }
      setServerMessage({ text: error.displayMessage, severity: error.status === 409 ? 'info' : 'error' });
    } finally {
      setCompleting(false);
      // Every attempt spends the challenge: a fresh one is solved for the next try.
      setValue('captcha_response', '');
      captchaRef.current?.reset();
    }
  });

  /** The member started on the form: fetch the schema and start the captcha while they type. */
  const warmUp = () => {
    void preloadLoginResolver().catch(() => {});
    captchaRef.current?.start();
  };

  /** Submitting before the captcha finished waits for it rather than failing, once the fields are valid. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    warmUp();
    if (!getValues('captcha_response') && captchaRef.current) {
      const fieldsValid = await trigger(['email', 'password', 'vida_member_id']).catch(() => false);
      if (fieldsValid) {
        setWaitingForCaptcha(true);
        const payload = await captchaRef.current.ensure();
        setWaitingForCaptcha(false);
        if (payload) setValue('captcha_response', payload);
      }
    }
    await onValid(event);
  };

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const email = register('email');
  const password = register('password');
  const memberId = register('vida_member_id');
  const busy = isSubmitting || completing || waitingForCaptcha;

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
        name={email.name}
        inputRef={email.ref}
        onChange={email.onChange}
        onBlur={email.onBlur}
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
        name={password.name}
        inputRef={password.ref}
        onChange={password.onChange}
        onBlur={(event) => {
          setCapsLock(false);
          void password.onBlur(event);
        }}
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
          inputMode="numeric"
          autoComplete="off"
          help={t('login.memberIdHelp')}
          error={errorText('vida_member_id')}
          name={memberId.name}
          inputRef={(element: HTMLInputElement | null) => {
            memberId.ref(element);
            memberIdRef.current = element;
          }}
          onChange={memberId.onChange}
          onBlur={memberId.onBlur}
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
        onChange={(payload) => setValue('captcha_response', payload, { shouldValidate: Boolean(payload) })}
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
