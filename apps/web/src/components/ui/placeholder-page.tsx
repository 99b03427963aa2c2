import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { useRouteTitle } from '../../lib/route-handle.ts';
import { AuthCard } from './auth-card.tsx';
import { EmptyState } from './empty-state.tsx';
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
    return (
      <AuthCard overline={t('brand')} title={title} subtitle={t('comingSoon')}>
        <Button component={RouterLink} to={PATHS.home} variant="outlined" color="ink">
          {t('backHome')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <>
      <PageHeader title={title} overline={t('brand')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EmptyState
          text={t('comingSoon')}
          action={
            <Button component={RouterLink} to={PATHS.dashboard} variant="contained" color="gold">
              {t('backHome')}
            </Button>
          }
        />
      </Container>
    </>
  );
}

export { PlaceholderPage as Component };
