import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode, Ref } from 'react';

export interface SwitchFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the switch, which describes its input. */
  help?: ReactNode;
  /** react-hook-form's `field.onBlur` and `field.ref`, when the switch is a registered field. */
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The label in the semibold weight (a setting that leads its group, as in Edit profile). */
  strongLabel?: boolean;
}

/** A labelled switch with an optional help line aligned under the label. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  help,
  onBlur,
  inputRef,
  strongLabel,
}: SwitchFieldProps) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{
              input: { id, ref: inputRef, ...(help ? { 'aria-describedby': `${id}-help` } : {}) },
            }}
          />
        }
        label={label}
        sx={strongLabel ? { '& .MuiFormControlLabel-label': { fontWeight: 600 } } : undefined}
      />
      {help ? (
        <Box id={`${id}-help`} sx={{ color: 'text.secondary', fontSize: '0.875rem', ml: 6.5 }}>
          {help}
        </Box>
      ) : null}
    </Box>
  );
}
