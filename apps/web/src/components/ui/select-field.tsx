import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ComponentProps, ReactNode } from 'react';
import { fieldLabelSx } from './form-field.tsx';

type NativeSelectProps = ComponentProps<typeof NativeSelect>;

interface NativeSelectFieldProps extends Omit<NativeSelectProps, 'error' | 'input'> {
  id: string;
  label: ReactNode;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  /** The placeholder cannot be chosen again once a value is picked (a field the form requires). */
  placeholderDisabled?: boolean;
}

/**
 * A native select (the phone's own picker, and light) dressed like the form's text fields: label above, error
 * below and tied to it. Takes NativeSelect's own props, so react-hook-form's `register` spreads onto it.
 */
export function NativeSelectField({
  id,
  label,
  placeholder,
  options,
  error,
  placeholderDisabled = false,
  ...select
}: NativeSelectFieldProps) {
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink disableAnimation sx={fieldLabelSx}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        input={<OutlinedInput notched={false} />}
        inputProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
        {...select}
      >
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  placeholder: string;
  options: { value: string; label: string }[];
  value: string;
  name: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required?: boolean;
}

/** The native select for a controlled field: it hands the form the chosen value, not the change event. */
export function SelectField({ onChange, ...props }: SelectFieldProps) {
  return <NativeSelectField {...props} onChange={(event) => onChange(event.target.value)} />;
}

/** Two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}
