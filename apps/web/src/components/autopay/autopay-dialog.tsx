import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AutoPayContract, type AutoPayForm, AutoPayFormSchema, type CreditCard } from '@vida/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autopayKeys, turnAutoPayOn } from '../../lib/autopay-query.ts';
import { formatMoney } from '../../lib/format.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { notify, resolveMessage } from '../../lib/notifications.ts';
import { applyServerErrors } from '../../lib/server-errors.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { LabelledValue } from '../ui/labelled-value.tsx';
import { autopayDay } from './autopay-day.ts';

interface AutoPayDialogProps {
  open: boolean;
  view: AutoPayContract;
  cards: readonly CreditCard[];
  onClose: () => void;
}

/**
 * Turning AutoPay on (or moving it to another card): what is charged, when and how to stop it, the card (the
 * default proposed), the consent text the API words and versions, and the member's agreement.
 */
export function AutoPayDialog({ open, view, cards, onClose }: AutoPayDialogProps) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguage();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { key, renew } = useIdempotencyKey();
  const [alert, setAlert] = useState<string | null>(null);
  const moving = view.enrolment !== null;
  const proposed = view.enrolment?.card.id ?? cards.find((card) => card.is_default)?.id ?? cards[0]?.id ?? 0;
  const form = useForm<AutoPayForm>({
    resolver: zodResolver(AutoPayFormSchema),
    defaultValues: { card_id: proposed, consent_version: view.consent.version, agree: moving },
  });
  const save = useMutation({
    mutationFn: ({ agree: _agree, ...body }: AutoPayForm) => turnAutoPayOn(view.contract_id, body, key),
    onSuccess: (answer) => {
      renew();
      queryClient.setQueryData(autopayKeys.contract(view.contract_id), answer.data);
      void queryClient.invalidateQueries({ queryKey: autopayKeys.overview });
      notify('success', answer.message);
      onClose();
    },
    onError: (error) => {
      renew();
      setAlert(applyServerErrors(error, form.setError, ['card_id']));
      // A changed consent text: the new one is fetched and must be read again.
      void queryClient.invalidateQueries({ queryKey: autopayKeys.contract(view.contract_id) });
    },
  });
  const close = () => {
    if (save.isPending) return;
    form.reset();
    setAlert(null);
    onClose();
  };
  const next = view.next_charge;
  const money = (amount: number) => formatMoney(amount, view.currency, language);
  const cardName = (card: CreditCard) =>
    t('cards.ending', { brand: t(`cards.brand.${card.card_type}`), last4: card.card_number.slice(-4) });
  const agreeError = form.formState.errors.agree?.message;
  const cardError = form.formState.errors.card_id?.message;
  const padding = { xs: 2.5, sm: 4 };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setAlert(null);
          save.mutate(values);
        })}
      >
        <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pt: 3.5, px: padding }}>
          {moving ? t('autopay.dialogMoveTitle') : t('autopay.dialogTitle', { number: view.contract_number })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, px: padding }}>
          {moving ? null : (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              <LabelledValue label={t('autopay.what')}>
                {next
                  ? t('autopay.whatValue', {
                      number: view.contract_number,
                      amount: money(next.amount),
                      date: autopayDay(next.due_date, language),
                    })
                  : t('autopay.whatNoNext', { number: view.contract_number })}
              </LabelledValue>
              <LabelledValue label={t('autopay.when')}>{t('autopay.whenValue')}</LabelledValue>
              <LabelledValue label={t('autopay.howToStop')}>{t('autopay.howToStopValue')}</LabelledValue>
            </Box>
          )}
          <Controller
            control={form.control}
            name="card_id"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {t('autopay.card')}
                </Typography>
                <RadioGroup
                  name={field.name}
                  value={String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                >
                  {cards.map((card) => (
                    <FormControlLabel
                      key={card.id}
                      value={String(card.id)}
                      control={
                        <Radio
                          slotProps={{ input: { ref: card.id === field.value ? field.ref : undefined } }}
                        />
                      }
                      label={
                        card.is_default ? t('autopay.cardDefault', { card: cardName(card) }) : cardName(card)
                      }
                    />
                  ))}
                </RadioGroup>
                {cardError ? <FormHelperText error>{resolveMessage(i18n, cardError)}</FormHelperText> : null}
              </Box>
            )}
          />
          {moving ? null : (
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {t('autopay.terms', { version: view.consent.version })}
              </Typography>
              <Typography
                sx={{
                  mt: 0.5,
                  p: 2,
                  borderRadius: '10px',
                  bgcolor: 'background.default',
                  fontSize: '0.9375rem',
                  lineHeight: 1.55,
                }}
              >
                {view.consent.text}
              </Typography>
              <Controller
                control={form.control}
                name="agree"
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ mt: 1, alignItems: 'flex-start' }}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        sx={{ mt: -0.75 }}
                        slotProps={{
                          input: { ref: field.ref, 'aria-invalid': agreeError ? true : undefined },
                        }}
                      />
                    }
                    label={t('autopay.agree')}
                  />
                )}
              />
              {agreeError ? <FormHelperText error>{t('autopay.agreeRequired')}</FormHelperText> : null}
            </Box>
          )}
          {alert ? <FormAlert severity="error">{resolveMessage(i18n, alert)}</FormAlert> : null}
        </DialogContent>
        <DialogActions sx={{ px: padding, pb: 3.5, pt: 1, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} color="ink" variant="outlined" disabled={save.isPending}>
            {t('autopay.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="gold" disabled={save.isPending}>
            {save.isPending ? t('autopay.saving') : moving ? t('autopay.confirmMove') : t('autopay.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
