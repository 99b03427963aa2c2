import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attempt } from './attempt.ts';
import { AuthenticatorCodeForm, RecoveryCodeForm } from './code-forms.tsx';
import { StepHeading } from './step-heading.tsx';

interface SecondFactorStepProps {
  busy: boolean;
  attempt: Attempt;
  onVerify: (body: { code: string } | { recovery_code: string }) => Promise<void>;
  onStartOver: () => void;
}

/** The authenticator's code, or one of the recovery codes instead. */
export function SecondFactorStep({ busy, attempt, onVerify, onStartOver }: SecondFactorStepProps) {
  const { t } = useTranslation('care');
  const [recovery, setRecovery] = useState(false);
  const link = (label: string, onClick: () => void) => (
    <Link component="button" type="button" onClick={onClick} sx={{ justifySelf: 'start', minHeight: 44 }}>
      {label}
    </Link>
  );
  const footer = (
    <>
      {link(recovery ? t('login.useCode') : t('login.useRecovery'), () => setRecovery((r) => !r))}
      {link(t('login.startOver'), onStartOver)}
    </>
  );
  const common = { submitLabel: t('login.verify'), busy, attempt, footer };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StepHeading>{t('login.codeTitle')}</StepHeading>
      <Typography color="text.secondary">{t('login.codeHelp')}</Typography>
      {recovery ? (
        <RecoveryCodeForm {...common} onRecoveryCode={(recovery_code) => onVerify({ recovery_code })} />
      ) : (
        <AuthenticatorCodeForm {...common} onCode={(code) => onVerify({ code })} />
      )}
    </Box>
  );
}
