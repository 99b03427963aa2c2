import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  addDays,
  STATEMENT_PERIODS,
  type StatementForm,
  statementDays,
  statementFormSchema,
} from '@vida/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDateField } from '../../../components/ui/form-date-field.tsx';
import { NoWrapWithin } from '../../../components/ui/no-wrap.tsx';
import { clubToday } from '../../../lib/amount-due.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { downloadStatement } from '../api/statement-api.ts';
import '../lib/register-messages.ts';

export interface StatementContract {
  id: number;
  number: string;
  resort: string;
}

interface StatementDialogProps {
  contract: StatementContract;
  open: boolean;
  onClose: () => void;
}

/**
 * The period of a contract's statement (this year, last year, or the member's own days, checked by the shared
 * rule the API applies), then its PDF as a download. A refusal stays in the dialog, under its field.
 */
export function StatementDialog({ contract, open, onClose }: StatementDialogProps) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const today = clubToday();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<StatementForm>({
    resolver: zodResolver(statementFormSchema(clubToday)),
    mode: 'onTouched',
    defaultValues: { period: 'this_year', from: addDays(today, -89), to: today },
  });
  const download = useMutation({
    mutationFn: (values: StatementForm) => downloadStatement(contract.id, statementDays(values, clubToday())),
    onSuccess: onClose,
    onError: (error) => setAlert(applyServerErrors(error, form.setError, ['from', 'to'])),
  });
  const period = form.watch('period');
  const errorText = (field: 'from' | 'to') => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const label = t('pay.statement.contract', { resort: contract.resort, number: contract.number });

  return (
    <Dialog
      open={open}
      onClose={() => !download.isPending && onClose()}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setAlert(null);
          download.mutate(values);
        })}
      >
        <DialogTitle id={`${id}-title`}>{t('pay.statement.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography>
            <NoWrapWithin text={label} part={contract.number} />
          </Typography>
          <Controller
            control={form.control}
            name="period"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${id}-period`}>{t('pay.statement.period')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${id}-period`}
                  value={field.value}
                  onChange={(event) => {
                    setAlert(null);
                    field.onChange(event.target.value);
                  }}
                >
                  {STATEMENT_PERIODS.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={
                        <Radio
                          slotProps={{ input: { ref: value === field.value ? field.ref : undefined } }}
                        />
                      }
                      label={t(`pay.statement.periods.${value}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {period === 'custom' ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormDateField
                control={form.control}
                name="from"
                id={`${id}-from`}
                label={t('pay.statement.from')}
                max={today}
                error={errorText('from')}
                onValue={() => form.formState.touchedFields.to && void form.trigger('to')}
              />
              <FormDateField
                control={form.control}
                name="to"
                id={`${id}-to`}
                label={t('pay.statement.to')}
                max={today}
                error={errorText('to')}
                onValue={() => form.formState.touchedFields.from && void form.trigger('from')}
              />
            </Box>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('pay.statement.hint')}
          </Typography>
          {alert ? <FormAlert severity="error">{resolveMessage(i18n, alert)}</FormAlert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="ink" variant="outlined" disabled={download.isPending}>
            {t('pay.statement.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="gold" disabled={download.isPending}>
            {download.isPending ? t('pay.statement.downloading') : t('pay.statement.download')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
