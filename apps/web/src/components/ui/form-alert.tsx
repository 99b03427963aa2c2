import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface FormAlertProps {
  severity: 'error' | 'info';
  children: ReactNode;
}

/**
 * A form's message from the server, above its submit button. A plain live region rather than MUI's Alert,
 * which would add its icons and Paper to the login page's first load.
 */
export function FormAlert({ severity, children }: FormAlertProps) {
  return (
    <Box
      role="alert"
      // Says which of the two looks it has (error red, info lagoon) to tests and to anyone inspecting it.
      data-severity={severity}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderRadius: '10px',
        borderLeft: '4px solid',
        borderColor: severity === 'error' ? 'error.main' : 'secondary.main',
        bgcolor: severity === 'error' ? 'rgba(163, 49, 42, 0.08)' : 'rgba(14, 94, 111, 0.08)',
        color: 'text.primary',
        fontSize: '0.9375rem',
        lineHeight: 1.5,
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        sx={{
          width: 20,
          height: 20,
          flexShrink: 0,
          mt: '1px',
          color: severity === 'error' ? 'error.main' : 'secondary.main',
        }}
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        {severity === 'error' ? (
          <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </Box>
      <Box component="span">{children}</Box>
    </Box>
  );
}
