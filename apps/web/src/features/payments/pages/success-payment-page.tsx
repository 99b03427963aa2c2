import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { downloadInvoice } from '../api/payments-api.ts';

/** Payment success (spec section 2): thank-you, the invoice download and a way back to payments. */
export function Component() {
  const { t } = useTranslation(['account', 'pages']);
  const { order = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(order);
    } catch (error) {
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader
        scene="payments"
        width="compact"
        overline={t('pay.overline')}
        title={t('pages:successPayment')}
      />
      <PageBody width="compact">
        <Paper
          sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 2.5, justifyItems: 'center', textAlign: 'center' }}
        >
          <CheckCircleOutlined sx={{ fontSize: 64, color: 'success.main' }} aria-hidden="true" />
          <Typography component="h2" variant="h2">
            {t('pay.successTitle')}
          </Typography>
          <Typography>{t('pay.successBody')}</Typography>
          <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {t('pay.order', { order })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              onClick={() => void download()}
              variant="contained"
              color="gold"
              startIcon={<FileDownloadOutlined />}
              disabled={busy}
            >
              {t('pay.download')}
            </Button>
            <Button component={RouterLink} to={PATHS.payments} variant="outlined" color="ink">
              {t('pay.back')}
            </Button>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}
