import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ReasonedButtonProps extends ButtonProps {
  /** Why the button is disabled, in words; shown under it and announced with it while it is disabled. */
  reason?: ReactNode;
}

/**
 * A button that says why it is disabled: the reason under it, linked with aria-describedby (a tooltip would
 * not show on a disabled button, which takes no pointer or keyboard focus).
 */
export function ReasonedButton({ reason, disabled, fullWidth, ...button }: ReasonedButtonProps) {
  const id = useId();
  const explained = Boolean(disabled && reason);
  const describedBy = [button['aria-describedby'], explained ? id : null].filter(Boolean).join(' ');
  return (
    <Box sx={{ display: fullWidth ? 'block' : 'inline-block', maxWidth: '100%' }}>
      <Button
        {...button}
        disabled={disabled}
        fullWidth={fullWidth}
        aria-describedby={describedBy || undefined}
      />
      {explained ? (
        <Typography id={id} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}
