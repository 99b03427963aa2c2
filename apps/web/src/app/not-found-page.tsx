import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { useLayoutKind } from '../components/ui/layout-kind.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PATHS } from '../lib/paths.ts';

/** Any unknown path, in the layout of the session; the same words either way (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const kind = useLayoutKind();
  const action = (
    <Button
      component={RouterLink}
      to={kind === 'public' ? PATHS.home : PATHS.dashboard}
      variant="contained"
      color="gold"
    >
      {t('notFoundAction')}
    </Button>
  );
  if (kind === 'public') {
    return (
      <AuthCard overline="404" title={t('notFound')} subtitle={t('notFoundText')}>
        {action}
      </AuthCard>
    );
  }
  return (
    <>
      <PageHeader overline="404" title={t('notFound')} subtitle={t('notFoundText')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box>{action}</Box>
      </Container>
    </>
  );
}

export { NotFoundPage as Component };
