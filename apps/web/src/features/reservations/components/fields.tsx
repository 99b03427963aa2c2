import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ComponentProps, ReactNode } from 'react';
import { fieldLabelSx } from '../../../components/ui/form-field.tsx';

type NativeSelectProps = ComponentProps<typeof NativeSelect>;

interface SelectFieldProps extends Omit<NativeSelectProps, 'error' | 'input'> {
  id: string;
  label: ReactNode;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
}

/** A native select (light, accessible, good on phones) with its label above and its error below. */
export function SelectField({ id, label, placeholder, options, error, ...select }: SelectFieldProps) {
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
        <option value="" disabled>
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
