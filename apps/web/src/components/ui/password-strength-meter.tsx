import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_SCORE, personalInputs, weakPasswordKey } from '@vida/shared';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveMessage } from '../../lib/notifications.ts';
import {
  browserPasswordChecks,
  loadPasswordEstimator,
  passwordEstimatorLoaded,
} from '../../lib/password-estimator.ts';

type Load = 'loading' | 'ready' | 'failed';
const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;
const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/**
 * How guessable the password being typed is, and why when it is too guessable (issue 23). The estimator
 * and its dictionaries load when a form that sets a password shows this, never before; if they cannot
 * load, nothing shows and the API's answer still says why.
 */
export function PasswordStrengthMeter({
  id,
  password,
  personal = [],
}: {
  id: string;
  password: string;
  /** What the member told us about themselves on this form (names, e-mail). */
  personal?: readonly unknown[];
}) {
  const { t, i18n } = useTranslation('common');
  const [load, setLoad] = useState<Load>(passwordEstimatorLoaded() ? 'ready' : 'loading');
  useEffect(() => {
    if (load !== 'loading') return;
    let live = true;
    loadPasswordEstimator().then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);

  // Typing stays responsive: a check takes milliseconds, and React may skip checks of stale keystrokes.
  const typed = useDeferredValue(password);
  const inputs = personalInputs(personal).join('\n');
  const estimate = useMemo(
    () =>
      load === 'ready' && typed
        ? (browserPasswordChecks.estimator?.(typed, inputs ? inputs.split('\n') : []) ?? null)
        : null,
    [load, typed, inputs],
  );

  if (!password || load === 'failed') return null;
  const score = estimate?.score;
  return (
    <Box id={id} sx={{ display: 'grid', gap: 0.5, mt: -1 }}>
      <LinearProgress
        variant={score === undefined ? 'indeterminate' : 'determinate'}
        value={score === undefined ? 0 : (score + 1) * 20}
        color={score === undefined ? 'inherit' : COLOURS[score]}
        aria-hidden="true"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" role="status" aria-live="polite">
        {estimate === null
          ? t('passwordStrength.loading')
          : `${t('passwordStrength.label')}: ${t(`passwordStrength.levels.${LEVELS[estimate.score]}`)}. ${
              estimate.score >= PASSWORD_MIN_SCORE
                ? t('passwordStrength.strongEnough')
                : resolveMessage(i18n, weakPasswordKey(estimate))
            }`}
      </Typography>
    </Box>
  );
}
