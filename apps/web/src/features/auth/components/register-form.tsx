import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type RegisterRequest, registerRequestSchema } from '@vida/shared';
import { useRef, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { FieldRow, SelectField } from '../../../components/ui/select-field.tsx';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCountries } from '../../../lib/reference-data/countries.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { register } from '../api/accounts-api.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';
import { SubmitWhenValid } from './submit-when-valid.tsx';

const RegisterRequestSchema = registerRequestSchema(browserPasswordChecks);

type Values = z.input<typeof RegisterRequestSchema>;
type Output = z.output<typeof RegisterRequestSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'home_phone',
  'mobile_phone',
  'country',
  'vida_member_id',
  'language_id',
  'terms_and_conditions',
  'captcha_response',
] as const satisfies readonly Path<Values>[];

export interface RegisterSuccessState {
  email: string;
  pre_existing_account: boolean;
}

/**
 * Registration (spec sections 2 and 5): every field shows its message on blur, in the active language; the
 * submit button stays disabled until the whole form is valid. Loaded lazily: the login tab never pays for
 * react-hook-form or zod.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const countries = useCountries(language);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    mode: 'onTouched',
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      home_phone: '',
      mobile_phone: '',
      country: '',
      vida_member_id: '',
      language_id: language,
      terms_and_conditions: false,
      captcha_response: '',
    },
  });

  const [password, firstName, lastName, email] = useWatch({
    control,
    name: ['password', 'first_name', 'last_name', 'email'],
  });

  const errorOf = (field: (typeof FIELDS)[number]): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (field === 'captcha_response' && message === 'validation_required') {
      return resolveMessage(i18n, 'validation_captcha');
    }
    return resolveMessage(i18n, message);
  };

  const idempotency = useIdempotencyKey();
  const onSubmit = async (data: Output) => {
    setServerMessage(null);
    try {
      const body: RegisterRequest = { ...data, home_phone: data.home_phone ?? null };
      const result = await register(body, idempotency.key);
      const state: RegisterSuccessState = {
        email: data.email,
        pre_existing_account: result.pre_existing_account,
      };
      await navigate(PATHS.registerSuccess, { state });
    } catch (error) {
      setServerMessage(applyServerErrors(error, setError, FIELDS));
      // A lost answer is retried as it was (same captcha, same key): the server answers it once.
      if (answerLost(error)) return;
      idempotency.renew();
      setValue('captcha_response', '', { shouldValidate: false });
      captchaRef.current?.reset();
    }
  };

  const text = (
    name: Exclude<
      (typeof FIELDS)[number],
      'language_id' | 'terms_and_conditions' | 'captcha_response' | 'country'
    >,
    label: string,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'email' | 'tel' | 'numeric';
      help?: string;
      describedBy?: string;
      required?: boolean;
    } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField
          id={`register-${name}`}
          label={extra.required === false ? label : `${label} *`}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          help={extra.help}
          describedBy={extra.describedBy}
          error={errorOf(name)}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={extra.required !== false}
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onFocus={() => captchaRef.current?.start()}
      onPointerDown={() => captchaRef.current?.start()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('register.required')}
      </Typography>
      <FieldRow>
        {text('first_name', t('register.firstName'), { autoComplete: 'given-name' })}
        {text('last_name', t('register.lastName'), { autoComplete: 'family-name' })}
      </FieldRow>
      {text('email', t('register.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {text('password', t('register.password'), {
        type: 'password',
        autoComplete: 'new-password',
        help: t('register.passwordHelp'),
        describedBy: 'register-password-strength',
      })}
      <PasswordStrengthMeter
        id="register-password-strength"
        password={password}
        personal={[firstName, lastName, email]}
      />
      {text('password_confirmation', t('register.passwordConfirmation'), {
        type: 'password',
        autoComplete: 'new-password',
      })}
      <FieldRow>
        {text('mobile_phone', t('register.mobilePhone'), {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
        {text('home_phone', t('register.homePhone'), { type: 'tel', inputMode: 'tel', required: false })}
      </FieldRow>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
        {t('register.phoneHelp')}
      </Typography>
      <Controller
        name="country"
        control={control}
        render={({ field }) => (
          <SelectField
            id="register-country"
            label={`${t('register.country')} *`}
            placeholder={t('register.chooseCountry')}
            options={countries.map((c) => ({ value: c.value, label: c.label }))}
            error={errorOf('country')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
          />
        )}
      />
      {text('vida_member_id', t('register.memberId'), {
        inputMode: 'numeric',
        help: t('register.memberIdHelp'),
        required: false,
      })}
      <Controller
        name="language_id"
        control={control}
        render={({ field }) => (
          <FormControl error={Boolean(errorOf('language_id'))}>
            <FormLabel
              id="register-language-label"
              sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
            >
              {t('register.language')} *
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="register-language-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <FormControlLabel value="en" control={<Radio />} label={t('register.english')} lang="en" />
              <FormControlLabel value="es" control={<Radio />} label={t('register.spanish')} lang="es" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        name="terms_and_conditions"
        control={control}
        render={({ field }) => (
          <FormControl error={Boolean(errorOf('terms_and_conditions'))}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      'aria-describedby': errorOf('terms_and_conditions')
                        ? 'register-terms-error'
                        : undefined,
                    },
                  }}
                />
              }
              label={
                <>
                  {t('register.termsBefore')}
                  <Link component={RouterLink} to={PATHS.terms} target="_blank" sx={{ color: 'gold.dark' }}>
                    {t('register.termsLink')}
                  </Link>
                  {t('register.termsAfter')} *
                </>
              }
            />
            {errorOf('terms_and_conditions') ? (
              <FormHelperText id="register-terms-error">{errorOf('terms_and_conditions')}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <CaptchaField
        ref={captchaRef}
        language={language}
        errorId="register-captcha-error"
        error={errorOf('captcha_response')}
        onChange={(payload) =>
          setValue('captcha_response', payload, {
            shouldValidate: Boolean(payload),
            shouldTouch: Boolean(payload),
          })
        }
      />
      {serverMessage ? <FormAlert severity="error">{resolveMessage(i18n, serverMessage)}</FormAlert> : null}
      <SubmitWhenValid
        isValid={isValid}
        isSubmitting={isSubmitting}
        label={t('register.submit')}
        submittingLabel={t('register.submitting')}
      />
    </Box>
  );
}

export default RegisterForm;
