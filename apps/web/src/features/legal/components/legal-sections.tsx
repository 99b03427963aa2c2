import NorthRounded from '@mui/icons-material/NorthRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { jumpTo } from '../lib/jump-to.ts';
import type { LegalBlock, LegalSection } from '../lib/legal-document.ts';
import { CONTENTS_ID } from './legal-contents.tsx';
import { RichText, type RichTokens } from './rich-text.tsx';

/** Long-form reading: a little larger than the UI's body text, with room between the lines. */
const readingText = { fontSize: { xs: '1rem', md: '1.0625rem' }, lineHeight: 1.7 } as const;

export function LegalBlocks({ blocks, tokens }: { blocks: LegalBlock[]; tokens: RichTokens }) {
  return (
    <>
      {blocks.map((block) =>
        block.kind === 'paragraph' ? (
          <Typography key={block.key} sx={{ ...readingText, mb: 2 }}>
            <RichText text={block.text} tokens={tokens} />
          </Typography>
        ) : (
          <Box
            component="ul"
            key={block.key}
            sx={{
              ...readingText,
              mt: 0,
              mb: 2.5,
              pl: 3,
              '& li': { mb: 1, pl: 0.5 },
              '& li::marker': { color: 'gold.dark' },
              '& strong': { fontWeight: 600 },
            }}
          >
            {block.items.map((item) => (
              <li key={item.key}>
                <RichText text={item.text} tokens={tokens} />
              </li>
            ))}
          </Box>
        ),
      )}
    </>
  );
}

interface LegalSectionsProps {
  sections: LegalSection[];
  tokens: RichTokens;
  /** Room for a sticky header above a section its link scrolls to. */
  scrollMarginTop: number;
}

/** The numbered sections; each heading is the target (and focus) of its table-of-contents link. */
export function LegalSections({ sections, tokens, scrollMarginTop }: LegalSectionsProps) {
  const { t } = useTranslation('legal');
  return (
    <>
      {sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          aria-labelledby={section.id}
          sx={{ pt: { xs: 4, md: 5 }, mt: { xs: 4, md: 5 }, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography
            id={section.id}
            component="h2"
            variant="h3"
            tabIndex={-1}
            sx={{
              fontSize: { xs: '1.375rem', md: '1.625rem' },
              lineHeight: 1.3,
              mb: 2,
              scrollMarginTop,
              // The focus a contents link moves here: a quieter mark than the one on controls.
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'gold.main',
                outlineOffset: 6,
                borderRadius: 1,
              },
              display: 'flex',
              gap: 1.25,
            }}
          >
            <Box component="span" sx={{ color: 'gold.dark', fontVariantNumeric: 'lining-nums' }}>
              {section.number}.
            </Box>
            <span>{section.title}</span>
          </Typography>
          <LegalBlocks blocks={section.blocks} tokens={tokens} />
          <Link
            href={`#${CONTENTS_ID}`}
            onClick={(event) => {
              if (jumpTo(CONTENTS_ID)) event.preventDefault();
            }}
            variant="body2"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              minHeight: 44,
              color: 'secondary.main',
              fontWeight: 600,
            }}
          >
            <NorthRounded aria-hidden="true" sx={{ fontSize: '1rem' }} />
            {t('backToContents')}
          </Link>
        </Box>
      ))}
    </>
  );
}
