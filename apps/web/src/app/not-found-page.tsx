import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { useLayoutKind } from '../components/ui/layout-kind.ts';
import { PageBody } from '../components/ui/page-body.tsx';
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
      <PageHeader
        scene="horizon"
        width="wide"
        overline="404"
        title={t('notFound')}
        subtitle={t('notFoundText')}
      />
      <PageBody width="wide">
        <Box>{action}</Box>
      </PageBody>
    </>
  );
}

export { NotFoundPage as Component };
