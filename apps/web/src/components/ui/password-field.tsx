import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resolveMessage } from '../../lib/notifications.ts';
import { FormField } from './form-field.tsx';

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  help?: ReactNode;
  /** Other elements that describe the input (the strength meter). */
  describedBy?: string;
  registration: UseFormRegisterReturn;
}

/** A password input with show/hide and the caps-lock warning (spec section 5) while it has focus. */
export function PasswordField({
  id,
  label,
  autoComplete,
  error,
  help,
  describedBy,
  registration,
}: PasswordFieldProps) {
  const { t, i18n } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const track = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };
  const { ref, onBlur, ...field } = registration;
  return (
    <FormField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      error={error}
      describedBy={describedBy}
      inputRef={ref}
      {...field}
      onBlur={(event) => {
        setCapsLock(false);
        void onBlur(event);
      }}
      onKeyDown={track}
      onKeyUp={track}
      help={
        capsLock ? (
          <Box component="span" role="status" sx={{ color: 'warning.main', fontWeight: 600 }}>
            {resolveMessage(i18n, 'caps_lock_on')}
          </Box>
        ) : (
          help
        )
      }
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('password.hide') : t('password.show')}
            aria-pressed={visible}
            aria-controls={id}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
