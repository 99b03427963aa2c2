import ExpandMore from '@mui/icons-material/ExpandMore';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Faq } from '@vida/shared';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoading, ListState } from '../../../components/ui/list-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { faqsQueryOptions } from '../../../lib/reference-data/faqs.ts';

/**
 * Answers link to the portal's own screens (`/contact`): follow those inside the app, as a router link would,
 * instead of reloading the page. Links elsewhere (and modified clicks) keep the browser's behaviour.
 */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

function FaqList({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const followLink = useInAppLinks();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          expanded={open === faq.id}
          onChange={(_, expanded) => setOpen(expanded ? faq.id : null)}
          disableGutters
          elevation={1}
          sx={{ borderRadius: '12px !important', overflow: 'hidden', '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore sx={{ color: 'gold.dark' }} />}
            id={`faq-${faq.id}-question`}
            aria-controls={`faq-${faq.id}-answer`}
            sx={{
              px: { xs: 2, sm: 3 },
              py: 1,
              '& .MuiAccordionSummary-content': { my: 1 },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          {/* MUI gives the answer's region the summary's aria-controls as its id: no id of its own here. */}
          <AccordionDetails
            onClick={followLink}
            sx={{
              px: { xs: 2, sm: 3 },
              pt: 0,
              pb: 3,
              color: 'text.secondary',
              lineHeight: 1.65,
              '& p': { m: 0, mb: 1.5 },
              '& p:last-child, & ul:last-child, & ol:last-child': { mb: 0 },
              '& ul, & ol': { m: 0, mb: 1.5, pl: 3 },
              '& li + li': { mt: 0.5 },
              '& a': { color: 'secondary.main', fontWeight: 500, textUnderlineOffset: '2px' },
              '& strong': { color: 'text.primary' },
            }}
            // The API sanitises every answer with an allow-list (p, ul, ol, li, strong, em, br, and a with https
            // or mailto links, rel and target forced) before it leaves the server, so this HTML carries no
            // scripts, handlers or styles; rendering it is what spec section 2 asks for (HTML answers).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above
            dangerouslySetInnerHTML={{ __html: faq.answer }}
          />
        </Accordion>
      ))}
    </Box>
  );
}

/** FAQs (spec section 2): the questions in an accordion, answers as HTML, and the way to customer care. */
export function FaqsPage() {
  const { t } = useTranslation(['club', 'pages']);
  const faqs = useQuery(faqsQueryOptions(currentLanguage()));

  return (
    <>
      <PageHeader
        scene="club"
        width="wide"
        title={t('pages:faqs')}
        overline={t('faqs.overline')}
        subtitle={t('faqs.subtitle')}
      />
      <PageBody
        width="wide"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 8fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="faqs-list-title">
          <Typography id="faqs-list-title" component="h2" variant="h3" sx={{ mb: 2.5 }}>
            {t('faqs.listTitle')}
          </Typography>
          <ListState
            query={faqs}
            loading={<ListLoading rows={5} height={64} />}
            errorMessage={t('faqs.loadError')}
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState text={t('faqs.empty')} />}
          >
            {(list) => <FaqList faqs={list} />}
          </ListState>
        </Box>
        <Paper
          component="aside"
          aria-labelledby="faqs-contact-title"
          elevation={1}
          sx={{
            p: { xs: 3, sm: 4 },
            display: 'grid',
            gap: 1.5,
            position: { md: 'sticky' },
            top: { md: 96 },
            borderTop: '4px solid',
            borderTopColor: 'gold.main',
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'sand.main',
              color: 'secondary.main',
            }}
          >
            <QuestionAnswerOutlined />
          </Box>
          <Typography id="faqs-contact-title" component="h2" variant="h3">
            {t('faqs.contactTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('faqs.contactText')}</Typography>
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={PATHS.contact} variant="contained" color="gold">
              {t('faqs.contactLink')}
            </Button>
          </Box>
        </Paper>
      </PageBody>
    </>
  );
}

export { FaqsPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(faqsQueryOptions(currentLanguage()))]);
