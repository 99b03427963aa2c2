import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { EmailRequestSchema, ForgotPasswordRequestSchema } from '@vida/shared';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';
import { SubmitWhenValid } from './submit-when-valid.tsx';

const WithoutCaptchaSchema = EmailRequestSchema.extend({ captcha_response: z.string().optional() });
type Values = z.input<typeof WithoutCaptchaSchema>;
export type EmailRequestValues = z.output<typeof WithoutCaptchaSchema>;

interface EmailRequestFormProps {
  id: string;
  label: string;
  submit: string;
  submitting: string;
  initialEmail?: string;
  /** Ask for the captcha too (forgot password: each request may mail a code). */
  captcha?: boolean;
  onSubmit: (values: EmailRequestValues) => Promise<void>;
}

/** One e-mail field and a button: forgot password and resend verification. */
export function EmailRequestForm({
  id,
  label,
  submit,
  submitting,
  initialEmail = '',
  captcha = false,
  onSubmit,
}: EmailRequestFormProps) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const schema: z.ZodType<EmailRequestValues, Values> = captcha
    ? ForgotPasswordRequestSchema
    : WithoutCaptchaSchema;
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, EmailRequestValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: { email: initialEmail, captcha_response: '' },
  });

  const send = async (values: EmailRequestValues) => {
    setServerMessage(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerMessage(applyServerErrors(error, setError, ['email', 'captcha_response']));
      // A captcha works once: the next try needs a new one.
      if (captcha) {
        setValue('captcha_response', '', { shouldValidate: false });
        captchaRef.current?.reset();
      }
    }
  };
  const message = errors.email?.message;
  const captchaMessage = errors.captcha_response?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      onFocus={() => captchaRef.current?.start()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <FormField
            id={id}
            label={label}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={message ? resolveMessage(i18n, message) : undefined}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      {captcha ? (
        <CaptchaField
          ref={captchaRef}
          language={language}
          errorId={`${id}-captcha-error`}
          error={
            captchaMessage
              ? resolveMessage(
                  i18n,
                  captchaMessage === 'validation_required' ? 'validation_captcha' : captchaMessage,
                )
              : undefined
          }
          onChange={(payload) =>
            setValue('captcha_response', payload, {
              shouldValidate: Boolean(payload),
              shouldTouch: Boolean(payload),
            })
          }
        />
      ) : null}
      {serverMessage && serverMessage !== message && serverMessage !== captchaMessage ? (
        <FormAlert severity="error">{resolveMessage(i18n, serverMessage)}</FormAlert>
      ) : null}
      <SubmitWhenValid
        isValid={isValid}
        isSubmitting={isSubmitting}
        label={submit}
        submittingLabel={submitting}
      />
    </Box>
  );
}
