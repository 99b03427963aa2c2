import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  overline?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of every signed-in page: serif title over warm sand, a thin gold rule. */
export function PageHeader({ title, overline, subtitle, children }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'sand.dark',
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 4, md: 6 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: { xs: -120, md: -60 },
          top: -140,
          width: 360,
          height: 360,
          borderRadius: '50%',
          border: '1px solid',
          borderColor: 'gold.main',
          opacity: 0.35,
          boxShadow: (theme) => `0 0 0 28px ${theme.palette.sand.dark}, 0 0 0 29px rgba(184,137,59,0.25)`,
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        {overline ? (
          <Typography variant="overline" component="p" sx={{ color: 'gold.dark' }}>
            {overline}
          </Typography>
        ) : null}
        <Typography variant="h1">{title}</Typography>
        <Box aria-hidden="true" sx={{ width: 56, height: 3, bgcolor: 'gold.main', borderRadius: 2, mt: 2 }} />
        {subtitle ? (
          <Typography sx={{ mt: 2, color: 'text.secondary', maxWidth: 640 }}>{subtitle}</Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
