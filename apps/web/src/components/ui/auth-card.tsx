import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  overline?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The white card the auth shell centres its forms in. */
export function AuthCard({ overline, title, subtitle, children }: AuthCardProps) {
  return (
    <Paper elevation={1} sx={{ width: '100%', maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      {overline ? (
        <Typography variant="overline" component="p" sx={{ color: 'gold.dark', mb: 1 }}>
          {overline}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 48, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2 }} />
      {subtitle ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{subtitle}</Typography> : null}
      {children}
    </Paper>
  );
}
