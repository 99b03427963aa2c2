import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Language } from '@vida/shared';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAltcha } from '../lib/load-altcha.ts';

export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';
const ENSURE_TIMEOUT_MS = 30_000;

export interface CaptchaHandle {
  /** Loads the widget if needed; it then solves its challenge on its own. */
  start: () => void;
  /** The payload once the widget is verified ('' if it fails or takes too long). */
  ensure: () => Promise<string>;
  /** A fresh challenge after every attempt (spec section 4), solved again automatically. */
  reset: () => void;
}

interface CaptchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  language: Language;
  /** The payload once solved, `''` whenever the widget is not verified. */
  onChange: (payload: string) => void;
  error?: string | undefined;
  errorId?: string;
}

type Widget = HTMLElement & {
  verify?: () => Promise<unknown>;
  configure?: (config: object) => Promise<void>;
};

type Waiters = { current: Array<(payload: string) => void> };

function settle(waiters: Waiters, payload: string): void {
  const pending = waiters.current;
  waiters.current = [];
  for (const resolve of pending) resolve(payload);
}

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The ALTCHA proof-of-work widget. Its script (~34 KB gzip) loads when the member starts on the form, not
 * with the page; once there it starts on its own (`auto="onload"`), so it is solved while they type.
 */
export function CaptchaField({ ref, language, onChange, error, errorId }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const widgetRef = useRef<Widget>(null);
  const payloadRef = useRef('');
  const waitersRef = useRef<Array<(payload: string) => void>>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (status !== 'loading') return;
    let active = true;
    loadAltcha(i18n).then(
      () => active && setStatus('ready'),
      () => {
        if (!active) return;
        setStatus('failed');
        settle(waitersRef, '');
      },
    );
    return () => {
      active = false;
    };
  }, [status, i18n]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (status !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      const payload = detail.state === 'verified' && detail.payload ? detail.payload : '';
      payloadRef.current = payload;
      onChangeRef.current(payload);
      if (payload || detail.state === 'error' || detail.state === 'expired') settle(waitersRef, payload);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [status]);

  useEffect(() => {
    widgetRef.current?.configure?.({ language })?.catch(() => {});
  }, [language]);

  useImperativeHandle(ref, () => ({
    start: () => setStatus((current) => (current === 'idle' ? 'loading' : current)),
    ensure: () => {
      if (payloadRef.current) return Promise.resolve(payloadRef.current);
      setStatus((current) => (current === 'idle' || current === 'failed' ? 'loading' : current));
      return new Promise<string>((resolve) => {
        waitersRef.current.push(resolve);
        setTimeout(() => resolve(payloadRef.current), ENSURE_TIMEOUT_MS);
      });
    },
    reset: () => {
      payloadRef.current = '';
      onChangeRef.current('');
      // verify() resets the widget, fetches a new challenge and solves it.
      widgetRef.current?.verify?.().catch(() => {});
    },
  }));

  return (
    <Box>
      {status === 'idle' || status === 'loading' ? (
        <Box
          sx={{
            minHeight: 58,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: '10px',
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {status === 'idle' ? t('captcha.idle') : t('captcha.loading')}
          </Typography>
        </Box>
      ) : null}
      {status === 'failed' ? (
        <FormHelperText error role="alert">
          {t('captcha.unavailable')}
        </FormHelperText>
      ) : null}
      {status === 'ready' ? (
        <Box
          sx={(theme) => ({
            '& altcha-widget': { display: 'block' },
            '--altcha-max-width': '100%',
            '--altcha-border-radius': '10px',
            '--altcha-border-color': error ? theme.palette.error.main : theme.palette.divider,
            '--altcha-color-base': theme.palette.background.paper,
            '--altcha-color-base-content': theme.palette.text.primary,
            '--altcha-color-primary': theme.palette.secondary.main,
            '--altcha-color-primary-content': theme.palette.secondary.contrastText,
            '--altcha-color-success': theme.palette.success.main,
            '--altcha-color-error': theme.palette.error.main,
          })}
        >
          <altcha-widget
            ref={widgetRef}
            challenge={CAPTCHA_CHALLENGE_URL}
            auto="onload"
            language={language}
            name="captcha_response"
            configuration={JSON.stringify({ hideFooter: true, disableAutoFocus: true })}
            aria-describedby={error ? errorId : undefined}
          />
        </Box>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
