import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../lib/route-handle.ts';
import { AuthCard } from './auth-card.tsx';
import { useLayoutKind } from './layout-kind.ts';
import { PageHeader } from './page-header.tsx';

/**
 * Every screen a later issue builds shows its title in the design of its layout until then. The title comes
 * from the route table's handle, so one component serves them all.
 */
export function PlaceholderPage() {
  const { t } = useTranslation(['common', 'pages']);
  const titleKey = useRouteTitle();
  const kind = useLayoutKind();
  const title = titleKey ? t(`pages:${titleKey}`) : t('appName');
  if (kind === 'public') {
    return <AuthCard overline={t('brand')} title={title} subtitle={t('comingSoon')} />;
  }
  return (
    <>
      <PageHeader title={title} overline={t('brand')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('comingSoon')}</Typography>
      </Container>
    </>
  );
}

export { PlaceholderPage as Component };
