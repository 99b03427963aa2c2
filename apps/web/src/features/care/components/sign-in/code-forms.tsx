import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { StaffCodeRequestSchema, StaffVerifyRequestSchema } from '@vida/shared';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { applyServerErrors } from '../../../../lib/server-errors.ts';
import { useMessageText } from '../../lib/form-errors.ts';
import type { Attempt } from './attempt.ts';

type CodeInput = z.input<typeof StaffCodeRequestSchema>;
type Code = z.output<typeof StaffCodeRequestSchema>;
const RecoveryCodeRequestSchema = StaffVerifyRequestSchema.options[1];
type RecoveryInput = z.input<typeof RecoveryCodeRequestSchema>;
type Recovery = z.output<typeof RecoveryCodeRequestSchema>;

interface StepFormProps {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  attempt: Attempt;
  /** Links under the button (another way in, starting over). */
  footer?: ReactNode;
  /** Space between the field, the button and the links (the enrolment's step is denser). */
  gap?: number;
}

/** The six digits of the authenticator app (the second step, or the first code when enrolling). */
export function AuthenticatorCodeForm({
  submitLabel,
  busy,
  disabled = false,
  attempt,
  footer,
  gap = 2,
  onCode,
}: StepFormProps & { onCode: (code: string) => Promise<void> }) {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const form = useForm<CodeInput, unknown, Code>({
    resolver: zodResolver(StaffCodeRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((values) =>
    attempt(
      () => onCode(values.code),
      (error) => applyServerErrors(error, form.setError, ['code']),
    ),
  );
  const error = form.formState.errors.code?.message;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap }}>
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <FormField
            id="care-code"
            label={t('login.code')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error ? text(error) : undefined}
            autoComplete="one-time-code"
            slotProps={{ input: { inputMode: 'numeric', maxLength: 6 } }}
            fullWidth
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || disabled}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}

/** One of the ten recovery codes, instead of the authenticator's code. */
export function RecoveryCodeForm({
  submitLabel,
  busy,
  attempt,
  footer,
  onRecoveryCode,
}: StepFormProps & { onRecoveryCode: (recoveryCode: string) => Promise<void> }) {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const form = useForm<RecoveryInput, unknown, Recovery>({
    resolver: zodResolver(RecoveryCodeRequestSchema),
    defaultValues: { recovery_code: '' },
  });
  const submit = form.handleSubmit((values) =>
    attempt(
      () => onRecoveryCode(values.recovery_code),
      (error) => applyServerErrors(error, form.setError, ['recovery_code']),
    ),
  );
  const error = form.formState.errors.recovery_code?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Controller
        control={form.control}
        name="recovery_code"
        render={({ field }) => (
          <FormField
            id="care-recovery"
            label={t('login.recoveryCode')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error ? text(error) : undefined}
            autoComplete="off"
            fullWidth
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
