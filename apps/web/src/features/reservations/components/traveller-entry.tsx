import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type TravellerEntry, TravellerFormSchema, type TravellerValues } from '@vida/shared';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';

interface TravellerEntryProps {
  entry: TravellerEntry;
  index: number;
  /** Scroll to and focus this entry (after "edit"). */
  focus: boolean;
  onSave: (values: TravellerValues) => void;
  onEdit: () => void;
  onDelete: () => void;
  onCancel: () => void;
  onRemove: () => void;
  /** Values typed but not saved yet, kept across reloads. */
  onDraft: (values: TravellerValues) => void;
}

/** One additional traveller: a small form while shown, a summary line once saved (spec section 4). */
export function TravellerEntryCard({
  entry,
  index,
  focus,
  onSave,
  onEdit,
  onDelete,
  onCancel,
  onRemove,
  onDraft,
}: TravellerEntryProps) {
  const { t, i18n } = useTranslation('reservations');
  const root = useRef<HTMLDivElement>(null);
  const title = t('summary.traveller', { n: index + 1 });
  const prefix = `traveller-${entry.key}`;
  const form = useForm<TravellerValues>({
    resolver: zodResolver(TravellerFormSchema) as never,
    mode: 'onTouched',
    // The parent remounts the entry when it is shown or hidden, so these are read at the right moments.
    defaultValues: {
      age: entry.age,
      first_name: entry.first_name,
      last_name: entry.last_name,
      email: entry.email,
    },
  });

  useEffect(() => {
    if (!focus || !entry.show) return;
    root.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    root.current?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')?.focus();
  }, [focus, entry.show]);

  useEffect(() => {
    if (!entry.isNew) return;
    const subscription = form.watch((values) =>
      onDraft({
        age: values.age === 'child' ? 'child' : 'adult',
        first_name: values.first_name ?? '',
        last_name: values.last_name ?? '',
        email: values.email ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, entry.isNew, onDraft]);

  const errorText = (field: keyof TravellerValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const age = form.watch('age');

  if (!entry.show) {
    return (
      <Paper
        ref={root}
        variant="outlined"
        role="group"
        aria-label={title}
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, borderRadius: '12px' }}
      >
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {entry.first_name} {entry.last_name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {entry.age === 'child' ? t('summary.child') : entry.email}
          </Typography>
        </Box>
        <Chip size="small" label={entry.age === 'child' ? t('summary.child') : t('summary.adult')} />
        <Button onClick={onEdit} aria-label={`${t('summary.edit')}: ${title}`}>
          {t('summary.edit')}
        </Button>
        <Button color="error" onClick={onDelete} aria-label={`${t('summary.delete')}: ${title}`}>
          {t('summary.delete')}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper
      ref={root}
      variant="outlined"
      role="group"
      aria-label={title}
      id={prefix}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, borderRadius: '12px' }}
    >
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Controller
        control={form.control}
        name="age"
        render={({ field }) => (
          <RadioGroup
            row
            aria-label={`${t('summary.age')}: ${title}`}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="adult" control={<Radio />} label={t('summary.adult')} />
            <FormControlLabel value="child" control={<Radio />} label={t('summary.child')} />
          </RadioGroup>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          id={`${prefix}-first-name`}
          label={t('summary.firstName')}
          autoComplete="off"
          error={errorText('first_name')}
          {...form.register('first_name')}
        />
        <FormField
          id={`${prefix}-last-name`}
          label={t('summary.lastName')}
          autoComplete="off"
          error={errorText('last_name')}
          {...form.register('last_name')}
        />
      </Box>
      {age === 'adult' ? (
        <FormField
          id={`${prefix}-email`}
          label={t('summary.email')}
          type="email"
          autoComplete="off"
          error={errorText('email')}
          {...form.register('email')}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          color="ink"
          onClick={form.handleSubmit((values) => onSave(values))}
          aria-label={`${t('summary.save')}: ${title}`}
        >
          {t('summary.save')}
        </Button>
        {entry.isNew ? null : (
          <Button variant="outlined" color="ink" onClick={onCancel}>
            {t('summary.cancel')}
          </Button>
        )}
        <Button color="error" onClick={onRemove} aria-label={`${t('summary.remove')}: ${title}`}>
          {t('summary.remove')}
        </Button>
      </Box>
    </Paper>
  );
}
