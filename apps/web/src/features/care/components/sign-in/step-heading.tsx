import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** A step's heading; it takes the focus as the step appears, so screen readers announce where they are. */
export function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 1, outline: 'none' }}>
      {children}
    </Typography>
  );
}
