import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmailRequestSchema } from '@vida/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';

type Values = z.input<typeof EmailRequestSchema>;

interface EmailRequestFormProps {
  id: string;
  label: string;
  submit: string;
  submitting: string;
  initialEmail?: string;
  onSubmit: (email: string) => Promise<void>;
}

/** One e-mail field and a button: forgot password and resend verification. */
export function EmailRequestForm({
  id,
  label,
  submit,
  submitting,
  initialEmail = '',
  onSubmit,
}: EmailRequestFormProps) {
  const { i18n } = useTranslation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof EmailRequestSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(EmailRequestSchema),
    defaultValues: { email: initialEmail },
  });

  const send = async ({ email }: { email: string }) => {
    setServerMessage(null);
    try {
      await onSubmit(email);
    } catch (error) {
      setServerMessage(applyServerErrors(error, ['email'], setError));
    }
  };
  const message = errors.email?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
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
      {serverMessage && serverMessage !== message ? (
        <FormAlert severity="error">{resolveMessage(i18n, serverMessage)}</FormAlert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        color="gold"
        size="large"
        disabled={!isValid || isSubmitting}
        fullWidth
      >
        {isSubmitting ? submitting : submit}
      </Button>
    </Box>
  );
}
