import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../../components/ui/header-link.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { clubQueryOptions, useClub } from '../../../lib/club-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useProfile } from '../../../lib/profile-query.ts';
import {
  contactReasonsQueryOptions,
  useContactReasons,
} from '../../../lib/reference-data/contact-reasons.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { CareCard } from '../components/care-card.tsx';
import { ContactForm } from '../components/contact-form.tsx';

/** `/contact`: write to customer care, or call them; a link to the FAQs first. */
export function ContactPage() {
  const { t } = useTranslation(['contact', 'pages']);
  const language = useLanguage();
  const { data: profile } = useProfile();
  const reasons = useContactReasons(language);
  const club = useClub().data;

  return (
    <>
      <PageHeader
        scene="messages"
        width="wide"
        overline={t('overline')}
        title={t('pages:contact')}
        subtitle={t('subtitle')}
      >
        <HeaderLink to={PATHS.faqs} icon={<QuizOutlined fontSize="small" aria-hidden="true" />}>
          {t('faqLink')}
        </HeaderLink>
      </PageHeader>
      <PageBody width="wide">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
            alignItems: 'start',
          }}
        >
          <Paper elevation={1} sx={{ p: { xs: 2.5, sm: 4 } }}>
            {profile ? (
              <ContactForm key={profile.user_id} profile={profile} reasons={reasons} />
            ) : (
              <Box sx={{ display: 'grid', gap: 3 }} aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} variant="rounded" height={56} />
                ))}
                <Skeleton variant="rounded" height={140} />
              </Box>
            )}
          </Paper>
          <CareCard club={club} language={language} />
        </Box>
      </PageBody>
    </>
  );
}

export { ContactPage as Component };

export const loader = pageData((client) => [
  client.prefetchQuery(clubQueryOptions()),
  client.prefetchQuery(contactReasonsQueryOptions(currentLanguage())),
]);
