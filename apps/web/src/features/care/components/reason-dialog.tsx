import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CareRejectRequestSchema } from '@vida/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { useMessageText } from '../lib/form-errors.ts';

interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the reason the member will read; MUI's dialog traps focus and gives it back when closed. */
export function ReasonDialog({ title, submitLabel, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const [formError, setFormError] = useState('');
  const form = useForm<
    z.input<typeof CareRejectRequestSchema>,
    unknown,
    z.output<typeof CareRejectRequestSchema>
  >({
    resolver: zodResolver(CareRejectRequestSchema),
    defaultValues: { reason: '' },
  });
  const busy = form.formState.isSubmitting;
  const fieldError = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async () => {
    setFormError('');
    try {
      // What the member reads is the reason as typed.
      await onSubmit(form.getValues('reason'));
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, ['reason']) ?? '');
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          {formError && <FormAlert severity="error">{text(formError)}</FormAlert>}
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <TextField
                id="decision-reason"
                label={t('stays.reason')}
                multiline
                minRows={3}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldError)}
                helperText={fieldError ? text(fieldError) : undefined}
                autoFocus
                sx={{ mt: 1 }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('stays.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
