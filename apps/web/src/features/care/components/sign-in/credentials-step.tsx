import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Language, StaffLoginRequestSchema } from '@vida/shared';
import { type ComponentType, type FormEvent, type Ref, useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { applyServerErrors } from '../../../../lib/server-errors.ts';
import { useMessageText } from '../../lib/form-errors.ts';
import type { Attempt } from './attempt.ts';

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

type Credentials = z.input<typeof StaffLoginRequestSchema>;
export type StaffCredentials = z.output<typeof StaffLoginRequestSchema>;

const FIELDS = ['email', 'password', 'captcha_response'] as const;

interface CredentialsStepProps {
  Captcha: CaptchaComponent;
  /** The address typed before starting over; the password is always typed again. */
  email: string;
  busy: boolean;
  attempt: Attempt;
  onCredentials: (credentials: StaffCredentials) => Promise<void>;
}

/** E-mail, password and the captcha, which starts solving as the step appears. */
export function CredentialsStep({ Captcha, email, busy, attempt, onCredentials }: CredentialsStepProps) {
  const { t, i18n } = useTranslation('care');
  const text = useMessageText();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const captchaRef = useRef<CaptchaControl>(null);
  const form = useForm<Credentials, unknown, StaffCredentials>({
    resolver: zodResolver(StaffLoginRequestSchema),
    defaultValues: { email, password: '', captcha_response: '' },
  });
  const { errors } = form.formState;
  const errorText = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? text(message) : undefined;
  };

  useEffect(() => {
    captchaRef.current?.start();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Submitting waits for the captcha when it has not solved yet.
    if (!form.getValues('captcha_response')) {
      form.setValue('captcha_response', (await captchaRef.current?.ensure()) || '');
    }
    await form.handleSubmit((credentials) =>
      attempt(
        async () => {
          try {
            await onCredentials(credentials);
          } finally {
            // A captcha works once: the next try needs a fresh one.
            captchaRef.current?.reset();
          }
        },
        (error) => applyServerErrors(error, form.setError, FIELDS),
      ),
    )();
  }

  const textField = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField
          id={`care-${name}`}
          label={label}
          type={type}
          autoComplete={autoComplete}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(name)}
          fullWidth
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary">{t('login.intro')}</Typography>
      {textField('email', t('login.email'), 'email', 'username')}
      {textField('password', t('login.password'), 'password', 'current-password')}
      <Captcha
        ref={captchaRef}
        language={language}
        onChange={(payload) => form.setValue('captcha_response', payload)}
        error={errorText('captcha_response')}
        errorId="care-captcha-error"
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
