import Box from '@mui/material/Box';
import type { Language } from '@vida/shared';
import { formatLongDate } from '../../../lib/format.ts';
import { LEGAL_DATES } from '../lib/legal-document.ts';
import { RichText } from './rich-text.tsx';

interface LegalDatesProps {
  /** The catalogue's lines with their `{{date}}` placeholder (read raw: the date becomes a <time>). */
  texts: { inForce: string; lastModified: string };
  language: Language;
  tone: 'light' | 'dark';
}

/** "In force since April 20, 2017" and "Last modified January 21, 2022", dates in the page's language. */
export function LegalDates({ texts, language, tone }: LegalDatesProps) {
  const lines = [
    { key: 'inForce', text: texts.inForce, date: LEGAL_DATES.inForce },
    { key: 'lastModified', text: texts.lastModified, date: LEGAL_DATES.lastModified },
  ] as const;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 0.5,
        fontSize: '0.9375rem',
        color: tone === 'light' ? 'rgba(255,255,255,0.9)' : 'text.secondary',
        '& time': { fontWeight: 600, color: tone === 'light' ? 'gold.light' : 'text.primary' },
      }}
    >
      {lines.map((line) => (
        <li key={line.key}>
          <RichText
            text={line.text}
            tokens={{
              date: <time dateTime={line.date.iso}>{formatLongDate(line.date.time, language, 'UTC')}</time>,
            }}
          />
        </li>
      ))}
    </Box>
  );
}
