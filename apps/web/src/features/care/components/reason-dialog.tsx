import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CareRejectRequestSchema } from '@vida/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { requestErrors, schemaErrors, useMessageText } from '../lib/form-errors.ts';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ form?: string; field?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = schemaErrors(CareRejectRequestSchema, { reason });
    if (invalid?.reason) {
      setError({ field: invalid.reason });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(reason);
    } catch (failure) {
      const { form, fields } = requestErrors(failure);
      setError({ form, ...(fields.reason ? { field: fields.reason } : {}) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          {error.form && <FormAlert severity="error">{text(error.form)}</FormAlert>}
          <TextField
            id="decision-reason"
            label={t('stays.reason')}
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(error.field)}
            helperText={error.field ? text(error.field) : undefined}
            autoFocus
            sx={{ mt: 1 }}
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
