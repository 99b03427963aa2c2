import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading.tsx';

/** The ten recovery codes, shown once after enrolling; the desk opens when the staff member goes on. */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation('care');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <StepHeading>{t('login.recoveryTitle')}</StepHeading>
      <Typography>{t('login.recoveryHelp')}</Typography>
      <Box
        component="ol"
        aria-label={t('login.recoveryList')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
          m: 0,
          pl: 3,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onContinue}>
        {t('login.recoveryContinue')}
      </Button>
    </Box>
  );
}
