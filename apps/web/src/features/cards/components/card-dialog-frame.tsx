import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

interface CardDialogFrameProps {
  open: boolean;
  title: string;
  /** Closing is refused while `busy` (a request is on its way). */
  busy?: boolean;
  onClose: () => void;
  /** When given, the dialog is a form and this runs on submit. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The first field or button to focus when the dialog has opened. */
  onEntered?: () => void;
  actions: ReactNode;
  /** Why the last request failed, shown above the actions, where the member is looking. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The frame every saved-card dialog shares: title, content and actions, optionally as a form. MUI's dialog
 * keeps focus inside and gives it back to the button that opened it.
 */
export function CardDialogFrame({
  open,
  title,
  busy = false,
  onClose,
  onSubmit,
  onEntered,
  actions,
  error = null,
  children,
}: CardDialogFrameProps) {
  const titleId = useId();
  const padding = { xs: 2.5, sm: 4 };
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 } } },
        ...(onEntered ? { transition: { onEntered } } : {}),
      }}
    >
      <Box component={onSubmit ? 'form' : 'div'} noValidate={onSubmit ? true : undefined} onSubmit={onSubmit}>
        <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pt: 3.5, px: padding }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, px: padding }}>
          {children}
          {error ? <FormAlert severity="error">{error}</FormAlert> : null}
        </DialogContent>
        <DialogActions sx={{ px: padding, pb: 3.5, pt: 1, gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
