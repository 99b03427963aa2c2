import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffEnrolment } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import type { Attempt } from './attempt.ts';
import { AuthenticatorCodeForm } from './code-forms.tsx';
import { StepHeading } from './step-heading.tsx';

interface EnrolStepProps {
  /** Null while the QR code is on its way. */
  enrolment: StaffEnrolment | null;
  busy: boolean;
  attempt: Attempt;
  onCode: (code: string) => Promise<void>;
}

/** The first sign-in: the QR code (or the key) to add to an authenticator app, then its first code. */
export function EnrolStep({ enrolment, busy, attempt, onCode }: EnrolStepProps) {
  const { t } = useTranslation('care');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <StepHeading>{t('login.enrolTitle')}</StepHeading>
      <Typography>{t('login.enrolStep1')}</Typography>
      <Typography>{t('login.enrolStep2')}</Typography>
      {enrolment && (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t('login.qrAlt')}
            sx={{
              width: 200,
              height: 200,
              justifySelf: 'center',
              bgcolor: 'common.white',
              p: 1,
              borderRadius: 1,
            }}
          />
          <Typography component="p" sx={{ fontSize: '0.875rem' }}>
            {t('login.manualKey')}:{' '}
            <Box
              component="code"
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.9375rem' }}
            >
              {enrolment.secret}
            </Box>
          </Typography>
        </>
      )}
      <Typography>{t('login.enrolStep3')}</Typography>
      <AuthenticatorCodeForm
        submitLabel={t('login.enrolSubmit')}
        busy={busy}
        disabled={!enrolment}
        attempt={attempt}
        gap={1.5}
        onCode={onCode}
      />
    </Box>
  );
}
