import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Language } from '@vida/shared';
import { formatCareHours } from '@vida/shared';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLayoutKind } from '../../../components/ui/layout-kind.ts';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { type Club, useClub } from '../../../lib/club-query.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { jumpTo } from '../lib/jump-to.ts';
import { type LegalDocument, type LegalKind, readDocument, requestFormPath } from '../lib/legal-document.ts';
import { type LegalTexts, legalTexts } from '../lib/legal-texts.ts';
import { useActiveSection } from '../lib/use-active-section.ts';
import { LanguageNotice } from './language-notice.tsx';
import { LegalContents } from './legal-contents.tsx';
import { LegalDates } from './legal-dates.tsx';
import { LegalBlocks, LegalSections } from './legal-sections.tsx';
import { RichText, type RichTokens } from './rich-text.tsx';

/** Links inside the running text: lagoon and underlined, so they read as links without relying on colour. */
const inlineLink = {
  color: 'secondary',
  underline: 'always',
  sx: { fontWeight: 600, textUnderlineOffset: '0.2em' },
} as const;

/**
 * The request form's download link. The icon leads and stays with the first word, so a line never breaks
 * between the link and the punctuation after it.
 */
function FormLink({ language, label }: { language: Language; label: string }) {
  const [first, ...rest] = label.split(' ');
  return (
    <Link href={requestFormPath(language)} download {...inlineLink}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <FileDownloadOutlined
          aria-hidden="true"
          sx={{ fontSize: '1.15em', verticalAlign: '-0.2em', mr: 0.25 }}
        />
        {first}
      </Box>{' '}
      {rest.join(' ')}
    </Link>
  );
}

/** What the texts' placeholders become: the club's name and contacts (GET /club) and links. */
function useTokens(club: Club | undefined, language: Language): RichTokens {
  const { t } = useTranslation(['legal', 'pages', 'layout']);
  return useMemo(() => {
    const email = club?.care_email;
    const phone = club?.care_phone;
    return {
      club: club?.name ?? t('layout:brandName'),
      address: club?.address ?? t('addressFallback'),
      email: email ? (
        <Link href={`mailto:${email}`} {...inlineLink} sx={{ ...inlineLink.sx, overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      ) : (
        t('careFallback')
      ),
      phone: phone ? (
        <Link
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          {...inlineLink}
          sx={{ ...inlineLink.sx, whiteSpace: 'nowrap' }}
        >
          {phone}
        </Link>
      ) : (
        t('careFallback')
      ),
      privacyLink: (
        <Link component={RouterLink} to={PATHS.privacy} {...inlineLink}>
          {t('pages:privacy')}
        </Link>
      ),
      form: <FormLink language={language} label={`${t('formLink')} (${t('formType')})`} />,
      hours: club?.care_hours.length ? formatCareHours(club.care_hours, language) : t('careFallback'),
    };
  }, [club, language, t]);
}

/** A link to `#section` opened from elsewhere: go there once the sections exist (they wait for /club). */
function useHashOnArrival(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) jumpTo(id, { smooth: false });
  }, [ready]);
}

function LoadingDocument() {
  const { t } = useTranslation('legal');
  return (
    <Box aria-busy="true" aria-label={t('loading')} sx={{ display: 'grid', gap: 2, mt: 4 }}>
      <Skeleton variant="rounded" height={96} />
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="text" width="45%" height={36} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Box>
      ))}
    </Box>
  );
}

interface BodyProps {
  doc: LegalDocument;
  tokens: RichTokens;
  language: Language;
  scrollMarginTop: number;
}

/** The language notice, the introduction and the numbered sections: the same in both layouts. */
function DocumentBody({ doc, tokens, language, scrollMarginTop }: BodyProps) {
  return (
    <>
      <LanguageNotice language={language} />
      <Box sx={{ mt: 4 }}>
        <LegalBlocks blocks={doc.intro} tokens={tokens} />
      </Box>
      <LegalSections sections={doc.sections} tokens={tokens} scrollMarginTop={scrollMarginTop} />
    </>
  );
}

interface ViewProps {
  title: string;
  texts: LegalTexts;
  doc: LegalDocument | null;
  tokens: RichTokens;
  language: Language;
}

/** Signed in: the page header band, a sticky table of contents beside the document on wide screens. */
function SignedInView({ title, texts, doc, tokens, language }: ViewProps) {
  const { t } = useTranslation('legal');
  // The page's scroll padding already clears the sticky header (64 px, 76 px from sm up; app/theme.ts): a
  // section's heading lands a little below it, and counts as being read once it passes 144 px.
  const scrollMarginTop = 28;
  const ids = useMemo(() => doc?.sections.map((section) => section.id) ?? [], [doc]);
  const active = useActiveSection(ids, 144);
  return (
    <>
      <PageHeader
        scene="legal"
        width="wide"
        overline={t('overline')}
        title={title}
        subtitle={doc ? <RichText text={doc.summary} tokens={tokens} /> : undefined}
      >
        <Box sx={{ mt: 3 }}>
          <LegalDates texts={texts} language={language} tone="light" />
        </Box>
      </PageHeader>
      <PageBody width="wide">
        {doc ? (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Paper
              elevation={0}
              sx={{
                p: 2.5,
                border: 1,
                borderColor: 'divider',
                position: { md: 'sticky' },
                top: { md: 96 },
                maxHeight: { md: 'calc(100vh - 120px)' },
                overflowY: { md: 'auto' },
                overscrollBehavior: 'contain',
                // When the list is taller than the window, a soft shadow at the edge that has more: white
                // covers (scrolling with the content) hide each shadow (fixed to the box) at the list's ends.
                background: {
                  md: [
                    'linear-gradient(#fff 30%, rgba(255,255,255,0)) center top / 100% 48px no-repeat local',
                    'linear-gradient(rgba(255,255,255,0), #fff 70%) center bottom / 100% 48px no-repeat local',
                    'radial-gradient(farthest-side at 50% 0, rgba(17,17,17,0.18), transparent) center top / 100% 16px no-repeat scroll',
                    'radial-gradient(farthest-side at 50% 100%, rgba(17,17,17,0.18), transparent) center bottom / 100% 16px no-repeat scroll',
                    '#fff',
                  ].join(', '),
                },
              }}
            >
              <LegalContents sections={doc.sections} scrollMarginTop={scrollMarginTop} active={active} />
            </Paper>
            <Paper component="article" elevation={1} sx={{ p: { xs: 2.5, sm: 5, md: 6 }, minWidth: 0 }}>
              <Box sx={{ maxWidth: '70ch' }}>
                <DocumentBody
                  doc={doc}
                  tokens={tokens}
                  language={language}
                  scrollMarginTop={scrollMarginTop}
                />
              </Box>
            </Paper>
          </Box>
        ) : (
          <LoadingDocument />
        )}
      </PageBody>
    </>
  );
}

/** Signed out: one wide card in the auth shell's column, the contents between the notice and the text. */
function PublicView({ title, texts, doc, tokens, language }: ViewProps) {
  const { t } = useTranslation('legal');
  const scrollMarginTop = 24;
  let body: ReactNode = <LoadingDocument />;
  if (doc) {
    body = (
      <>
        <Box sx={{ mt: 3 }}>
          <LegalDates texts={texts} language={language} tone="dark" />
        </Box>
        <Box sx={{ mt: 4, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <LegalContents sections={doc.sections} scrollMarginTop={scrollMarginTop} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <DocumentBody doc={doc} tokens={tokens} language={language} scrollMarginTop={scrollMarginTop} />
        </Box>
      </>
    );
  }
  return (
    <Paper
      component="article"
      elevation={1}
      sx={{
        width: '100%',
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2.5, sm: 5 },
        mb: { xs: 4, md: 0 },
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'gold.dark', mb: 1 }}>
        {t('overline')}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 48, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2 }} />
      {doc ? (
        <Typography sx={{ color: 'text.secondary' }}>
          <RichText text={doc.summary} tokens={tokens} />
        </Typography>
      ) : null}
      {body}
    </Paper>
  );
}

/** `/terms-and-conditions` and `/privacy-policy`: open to anyone, in the layout of the visitor's session. */
export function LegalDocumentView({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation(['legal', 'pages']);
  const language = useLanguage();
  const layout = useLayoutKind();
  const club = useClub();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogue of a language never changes once loaded
  const texts = useMemo(() => legalTexts(i18n, language), [language]);
  const ready = texts !== null && !club.isPending;
  const doc = useMemo(() => (texts && ready ? readDocument(texts[kind]) : null), [texts, kind, ready]);
  const tokens = useTokens(club.data, language);
  useHashOnArrival(doc !== null);

  const title = kind === 'terms' ? t('pages:terms') : t('pages:privacy');
  if (!texts) return null;
  const props = { title, texts, doc, tokens, language };
  return layout === 'public' ? <PublicView {...props} /> : <SignedInView {...props} />;
}
