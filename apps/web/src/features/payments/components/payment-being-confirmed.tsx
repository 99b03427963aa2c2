import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Contract } from '@vida/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { BackToPayments } from './back-to-payments.tsx';

/**
 * In place of the form while a charge of these items awaits the provider's answer. When it replaces the form
 * the member was using (`takeFocus`), the consent dialog and the pay button are gone: its heading takes the
 * focus, so that a keyboard or screen reader user is not left on the page's <body>.
 */
export function PaymentBeingConfirmed({ contract, takeFocus }: { contract: Contract; takeFocus: boolean }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <HourglassTopOutlined aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
      <Typography
        ref={heading}
        component="h2"
        variant="h3"
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {t('pay.confirmingTitle')}
      </Typography>
      <Typography role="status" sx={{ maxWidth: '60ch' }}>
        {t('pay.confirming')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
        <Button component={RouterLink} to={PATHS.paymentsHistory} variant="contained" color="ink">
          {t('pay.seeHistory')}
        </Button>
        <BackToPayments contract={contract} />
      </Box>
    </Paper>
  );
}
