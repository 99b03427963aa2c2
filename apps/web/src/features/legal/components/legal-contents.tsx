import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { jumpTo } from '../lib/jump-to.ts';
import type { LegalSection } from '../lib/legal-document.ts';

export const CONTENTS_ID = 'legal-contents';

/** The table of contents: numbered in-page links; each moves focus to its section's heading. */
interface LegalContentsProps {
  sections: LegalSection[];
  scrollMarginTop: number;
  /** The section being read, marked in the list (the sticky list beside the text on wide screens). */
  active?: string | null;
}

export function LegalContents({ sections, scrollMarginTop, active = null }: LegalContentsProps) {
  const { t } = useTranslation('legal');
  return (
    <Box component="nav" aria-labelledby={CONTENTS_ID}>
      <Typography
        id={CONTENTS_ID}
        component="h2"
        variant="overline"
        tabIndex={-1}
        sx={{
          display: 'block',
          color: 'gold.dark',
          mb: 1.5,
          scrollMarginTop,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'gold.main',
            outlineOffset: 4,
            borderRadius: 1,
          },
        }}
      >
        {t('contents')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {sections.map((section) => (
          <Box component="li" key={section.id}>
            <Link
              href={`#${section.id}`}
              onClick={(event) => {
                if (jumpTo(section.id)) event.preventDefault();
              }}
              underline="hover"
              aria-current={section.id === active ? 'location' : undefined}
              sx={{
                display: 'flex',
                gap: 1.25,
                alignItems: 'baseline',
                minHeight: 40,
                py: 0.75,
                px: 1.25,
                mx: -1.25,
                borderRadius: 1.5,
                color: 'text.primary',
                fontWeight: 500,
                fontSize: '0.9375rem',
                lineHeight: 1.4,
                '&:hover': { bgcolor: 'sand.main' },
                '&[aria-current]': {
                  bgcolor: 'sand.main',
                  boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.gold.main}`,
                },
              }}
            >
              <Box
                component="span"
                sx={{
                  minWidth: '1.75em',
                  color: 'gold.dark',
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: 600,
                }}
              >
                {section.number}.
              </Box>
              <span>{section.title}</span>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
