import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';

/** A field's label above its input, as every form of the portal shows it. */
export const fieldLabelSx = {
  position: 'static',
  transform: 'none',
  mb: 1,
  fontWeight: 600,
  fontSize: '0.9375rem',
  color: 'text.primary',
  '&.Mui-focused': { color: 'text.primary' },
  '&.Mui-error': { color: 'error.main' },
} as const;

interface FormFieldProps extends Omit<OutlinedInputProps, 'error' | 'label'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  help?: ReactNode;
  /** Other elements that describe the input, such as a password's strength meter under it. */
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field with its label above and its error under it in words (DESIGN.md, forms). Built from the input
 * parts rather than TextField, which would also bundle Select.
 */
export function FormField({ id, label, error, help, describedBy: more, inputRef, ...input }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null, more ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink disableAnimation sx={fieldLabelSx}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        inputRef={inputRef}
        notched={false}
        {...input}
        slotProps={{
          ...input.slotProps,
          input: { ...input.slotProps?.input, 'aria-describedby': describedBy || undefined },
        }}
      />
      {help && !error ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
