import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { StaffCodeRequestSchema, StaffVerifyRequestSchema } from '@vida/shared';
import type { ReactNode } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { applyServerErrors } from '../../../../lib/server-errors.ts';
import { useMessageText } from '../../lib/form-errors.ts';
import type { Attempt } from './attempt.ts';

const RecoveryCodeRequestSchema = StaffVerifyRequestSchema.options[1];

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
  onCode,
  ...step
}: StepFormProps & { onCode: (code: string) => Promise<void> }) {
  const { t } = useTranslation('care');
  return (
    <OneCodeForm
      {...step}
      schema={StaffCodeRequestSchema}
      name="code"
      defaultValues={{ code: '' }}
      id="care-code"
      label={t('login.code')}
      autoComplete="one-time-code"
      numeric
      onValues={(values) => onCode(values.code)}
    />
  );
}

/** One of the ten recovery codes, instead of the authenticator's code. */
export function RecoveryCodeForm({
  onRecoveryCode,
  ...step
}: StepFormProps & { onRecoveryCode: (recoveryCode: string) => Promise<void> }) {
  const { t } = useTranslation('care');
  return (
    <OneCodeForm
      {...step}
      schema={RecoveryCodeRequestSchema}
      name="recovery_code"
      defaultValues={{ recovery_code: '' }}
      id="care-recovery"
      label={t('login.recoveryCode')}
      autoComplete="off"
      onValues={(values) => onRecoveryCode(values.recovery_code)}
    />
  );
}

/** A form of one code field and its button; the server's message for that field lands under it. */
function OneCodeForm<Input extends FieldValues, Output extends FieldValues>({
  submitLabel,
  busy,
  disabled = false,
  attempt,
  footer,
  gap = 2,
  schema,
  name,
  defaultValues,
  id,
  label,
  autoComplete,
  numeric = false,
  onValues,
}: StepFormProps & {
  schema: z.ZodType<Output, Input>;
  name: FieldPathByValue<Input, string>;
  defaultValues: DefaultValues<Input>;
  id: string;
  label: string;
  autoComplete: string;
  /** The phone's digit pad, at most six digits. */
  numeric?: boolean;
  onValues: (values: Output) => Promise<void>;
}) {
  const text = useMessageText();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit((values) =>
    attempt(
      () => onValues(values),
      (error) => applyServerErrors(error, form.setError, [name]),
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap }}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <FormField
            id={id}
            label={label}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message ? text(fieldState.error.message) : undefined}
            autoComplete={autoComplete}
            {...(numeric ? { slotProps: { input: { inputMode: 'numeric', maxLength: 6 } } } : {})}
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
