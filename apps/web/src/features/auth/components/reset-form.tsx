import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { resetPasswordRequestSchema } from '@vida/shared';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';
import { PATHS } from '../../../lib/paths.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { resetPassword } from '../api/accounts-api.ts';
import { SubmitWhenValid } from './submit-when-valid.tsx';

const ResetPasswordRequestSchema = resetPasswordRequestSchema(browserPasswordChecks);

type Values = z.input<typeof ResetPasswordRequestSchema>;
const FIELDS = [
  'verification_code',
  'password',
  'password_confirmation',
] as const satisfies readonly Path<Values>[];

/** The code from the e-mail and the new password (spec: reset form); 204 goes to reset success. */
export function ResetForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ResetPasswordRequestSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { verification_code: '', password: '', password_confirmation: '' },
  });

  const password = useWatch({ control, name: 'password' });

  const send = async (data: Values) => {
    setServerMessage(null);
    try {
      await resetPassword(token, data);
      await navigate(PATHS.resetSuccess, { replace: true });
    } catch (error) {
      setServerMessage(applyServerErrors(error, setError, FIELDS));
    }
  };

  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    extra: { help?: string; describedBy?: string; numeric?: boolean },
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f }) => {
        const message = errors[name]?.message;
        return (
          <FormField
            id={`reset-${name}`}
            label={label}
            type={extra.numeric ? 'text' : 'password'}
            inputMode={extra.numeric ? 'numeric' : undefined}
            autoComplete={extra.numeric ? 'one-time-code' : 'new-password'}
            help={extra.help}
            describedBy={extra.describedBy}
            error={message ? resolveMessage(i18n, message) : undefined}
            name={f.name}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
          />
        );
      }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {field('verification_code', t('reset.code'), { help: t('reset.codeHelp'), numeric: true })}
      {field('password', t('reset.password'), {
        help: t('register.passwordHelp'),
        describedBy: 'reset-password-strength',
      })}
      <PasswordStrengthMeter id="reset-password-strength" password={password} />
      {field('password_confirmation', t('reset.passwordConfirmation'), {})}
      {serverMessage ? <FormAlert severity="error">{resolveMessage(i18n, serverMessage)}</FormAlert> : null}
      <SubmitWhenValid
        isValid={isValid}
        isSubmitting={isSubmitting}
        label={t('reset.submit')}
        submittingLabel={t('reset.submitting')}
      />
    </Box>
  );
}
