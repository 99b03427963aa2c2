import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import type { Language } from '@vida/shared';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es-mx';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import { useLanguage } from '../../lib/use-language.ts';
import { fieldLabelSx } from './form-field.tsx';

const ISO_DAY = 'YYYY-MM-DD';

/**
 * What the field hands the form while a date is half typed or impossible (31/02): not a `YYYY-MM-DD`, so the
 * shared zod rule answers "enter a valid date" rather than "required".
 */
export const INCOMPLETE_DATE = 'incomplete';

/** The calendar's words and the field's order and placeholders (DD/MM/AAAA, MM/DD/YYYY) per portal language. */
const PICKER_LOCALE: Record<Language, { adapter: string; text: typeof enUS }> = {
  en: { adapter: 'en', text: enUS },
  es: { adapter: 'es-mx', text: esES },
};

/** A stored `YYYY-MM-DD` as the picker's value; anything else (empty, INCOMPLETE_DATE) shows an empty field. */
const toDay = (iso: string): Dayjs | null => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayjs(iso) : null);

export interface DateFieldProps {
  id: string;
  label: ReactNode;
  /** `YYYY-MM-DD`, '' when empty, or INCOMPLETE_DATE while the member is typing one. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  /** Earliest and latest day the calendar offers, `YYYY-MM-DD`. Out-of-range typing is the form's to judge. */
  min?: string | undefined;
  max?: string | undefined;
  /** What a form calls to bring the member to this field (react-hook-form's focus on the first error). */
  focusRef?: Ref<{ focus: () => void }>;
}

/**
 * A date field that follows the portal's language whatever the browser's (issue 15, item 7): typed in the
 * language's order (DD/MM/AAAA in Spanish), with a calendar in the same language, and the form's value kept
 * as the API's `YYYY-MM-DD`. Label above and error under it, like every FormField. The desktop picker on every
 * device: the field can always be typed in, and its calendar (a popper 320 px wide) fits a phone; the mobile
 * variant would make phones pick from a dialog only. MUI X and dayjs are heavy, so only the screens with a
 * date field import this (lazy routes; the build puts the picker in a chunk of its own).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  min,
  max,
  focusRef,
}: DateFieldProps) {
  const locale = PICKER_LOCALE[useLanguage()];
  // The picker keeps its typed sections only while it gets back the very value it sent: remember it, so a
  // half-typed date (sent up as INCOMPLETE_DATE) is not wiped by the round trip through the form.
  const sent = useRef<{ iso: string; day: Dayjs | null }>({ iso: value, day: toDay(value) });
  if (sent.current.iso !== value) sent.current = { iso: value, day: toDay(value) };

  const field = useRef<FieldRef<Dayjs | null>>(null);
  useImperativeHandle(focusRef, () => ({ focus: () => field.current?.focusField(0) }), []);

  const change = (day: Dayjs | null) => {
    const iso = day === null ? '' : day.isValid() ? day.format(ISO_DAY) : INCOMPLETE_DATE;
    sent.current = { iso, day };
    onChange(iso);
  };

  // The picker reports nothing while a date is typed from empty and unfinished ("31/MM/AAAA"): on leaving the
  // field, say so, so the form asks for a valid date rather than for one at all. The picker keeps its value.
  const blur = () => {
    if (sent.current.day === null) {
      const typed = field.current?.getSections().some((section) => section.value !== '') ?? false;
      const iso = typed ? INCOMPLETE_DATE : '';
      if (iso !== sent.current.iso) {
        sent.current = { iso, day: null };
        onChange(iso);
      }
    }
    onBlur?.();
  };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.adapter}
      localeText={locale.text.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DesktopDatePicker
        value={sent.current.day}
        onChange={change}
        minDate={min ? (toDay(min) ?? undefined) : undefined}
        maxDate={max ? (toDay(max) ?? undefined) : undefined}
        // Typing a date out of range is the form's rule to explain in words; the picker only greys the days.
        slotProps={{
          field: { fieldRef: field },
          textField: {
            id,
            name,
            label,
            fullWidth: true,
            error: Boolean(error),
            helperText: error,
            onBlur: blur,
            slotProps: {
              inputLabel: { shrink: true, disableAnimation: true, sx: fieldLabelSx },
              input: { notched: false },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
