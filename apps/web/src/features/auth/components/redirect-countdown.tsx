import Typography from '@mui/material/Typography';
import { TIMINGS } from '@vida/shared';
import { useEffect, useRef, useState } from 'react';

interface RedirectCountdownProps {
  seconds?: number;
  /** The sentence, with the count (i18next plural: singular for one second). */
  render: (count: number) => string;
  onEnd: () => void;
}

/** Spec section 4: ticks each second, then fires `onEnd` once. */
export function RedirectCountdown({ seconds = 5, render, onEnd }: RedirectCountdownProps) {
  const [count, setCount] = useState(seconds);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (count <= 0) {
      onEndRef.current();
      return;
    }
    const timer = setTimeout(() => setCount((c) => c - 1), TIMINGS.countdownTickMs);
    return () => clearTimeout(timer);
  }, [count]);

  return <Typography sx={{ color: 'text.secondary', mb: 3 }}>{render(Math.max(count, 0))}</Typography>;
}
