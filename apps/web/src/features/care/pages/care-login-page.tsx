import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffEnrolment, StaffSecondFactor, StaffSession } from '@vida/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { enrol, fetchEnrolment, staffLogin, verifySecondFactor } from '../api/staff-session-api.ts';
import type { Attempt } from '../components/sign-in/attempt.ts';
import {
  type CaptchaComponent,
  CredentialsStep,
  type StaffCredentials,
} from '../components/sign-in/credentials-step.tsx';
import { EnrolStep } from '../components/sign-in/enrol-step.tsx';
import { RecoveryCodesStep } from '../components/sign-in/recovery-codes-step.tsx';
import { SecondFactorStep } from '../components/sign-in/second-factor-step.tsx';
import { SignInFrame } from '../components/sign-in/sign-in-frame.tsx';
import { CARE_PATHS } from '../lib/care-paths.ts';
import { useMessageText } from '../lib/form-errors.ts';
import { startStaffSession } from '../lib/staff-session.ts';

type Step =
  | { kind: 'credentials' }
  | { kind: 'totp'; factor: StaffSecondFactor }
  | { kind: 'enrol'; factor: StaffSecondFactor; enrolment: StaffEnrolment | null }
  | { kind: 'recovery'; session: StaffSession; codes: string[] };

/**
 * `/care/login`: e-mail, password and captcha; then the authenticator code, or at the first sign-in the QR
 * code to scan, the first code, and the ten recovery codes shown once.
 */
export function CareLoginPage({ Captcha }: { Captcha: CaptchaComponent }) {
  const text = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  // Kept for starting over; nothing else typed outlives its step.
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const attempt: Attempt = async (work, placeErrors) => {
    setBusy(true);
    setFormError('');
    try {
      await work();
    } catch (error) {
      setFormError(placeErrors(error) ?? '');
    } finally {
      setBusy(false);
    }
  };

  function signedIn(session: StaffSession) {
    queryClient.removeQueries({ queryKey: ['care'] });
    startStaffSession(session);
    navigate(CARE_PATHS.inbox, { replace: true });
  }

  async function signIn(credentials: StaffCredentials) {
    setEmail(credentials.email);
    const factor = await staffLogin(credentials);
    if (factor.next === 'totp') {
      setStep({ kind: 'totp', factor });
      return;
    }
    setStep({ kind: 'enrol', factor, enrolment: null });
    const enrolment = await fetchEnrolment(factor.second_factor_token);
    setStep({ kind: 'enrol', factor, enrolment });
  }

  async function finishEnrolment(factor: StaffSecondFactor, code: string) {
    const enrolled = await enrol(factor.second_factor_token, code);
    setStep({
      kind: 'recovery',
      session: { access_token: enrolled.access_token, expires_at: enrolled.expires_at },
      codes: enrolled.recovery_codes,
    });
  }

  const startOver = () => {
    setStep({ kind: 'credentials' });
    setFormError('');
  };

  return (
    <SignInFrame>
      {formError && (
        <Box sx={{ mb: 2 }}>
          <FormAlert severity="error">{text(formError)}</FormAlert>
        </Box>
      )}
      {step.kind === 'credentials' && (
        <CredentialsStep
          Captcha={Captcha}
          email={email}
          busy={busy}
          attempt={attempt}
          onCredentials={signIn}
        />
      )}
      {step.kind === 'totp' && (
        <SecondFactorStep
          busy={busy}
          attempt={attempt}
          onVerify={async (body) => signedIn(await verifySecondFactor(step.factor.second_factor_token, body))}
          onStartOver={startOver}
        />
      )}
      {step.kind === 'enrol' && (
        <EnrolStep
          enrolment={step.enrolment}
          busy={busy}
          attempt={attempt}
          onCode={(code) => finishEnrolment(step.factor, code)}
        />
      )}
      {step.kind === 'recovery' && (
        <RecoveryCodesStep codes={step.codes} onContinue={() => signedIn(step.session)} />
      )}
    </SignInFrame>
  );
}
