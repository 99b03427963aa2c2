import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { fieldLabelSx } from './form-field.tsx';

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

/** A native select (the phone's own picker, and light) dressed like the form's text fields. */
export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  value,
  name,
  onChange,
  onBlur,
  required,
}: SelectFieldProps) {
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink disableAnimation sx={fieldLabelSx}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput notched={false} />}
        inputProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
      >
        <option value="">{placeholder}</option>
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

/** Two fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}
