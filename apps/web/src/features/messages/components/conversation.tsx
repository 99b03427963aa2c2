import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language, MessageItem } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format.ts';
import { formatRelativeTime } from '../lib/relative-time.ts';

interface ConversationProps {
  items: MessageItem[];
  language: Language;
}

/** The thread as an accordion, oldest first, the latest message open (spec section 2). */
export function Conversation({ items, language }: ConversationProps) {
  const { t } = useTranslation('inbox');
  const latest = items.at(-1)?.id;
  const [open, setOpen] = useState<Set<number>>(() => new Set(latest === undefined ? [] : [latest]));
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const mine = item.from === 'member';
        return (
          <Accordion
            key={item.id}
            expanded={open.has(item.id)}
            onChange={() => toggle(item.id)}
            disableGutters
            elevation={1}
            // Each message is the page's second level, under the thread's title (MUI's default is h3).
            slotProps={{ heading: { component: 'h2' } }}
            sx={{
              borderRadius: '12px !important',
              overflow: 'hidden',
              '&::before': { display: 'none' },
              borderLeft: '4px solid',
              borderLeftColor: mine ? 'secondary.main' : 'gold.main',
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`message-${item.id}-body`}
              id={`message-${item.id}-summary`}
              sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'baseline',
                  columnGap: 1.5,
                  width: '100%',
                }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {mine ? t('you') : item.from_name}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {t('to', { name: item.to_name })}
                </Typography>
                <Box
                  component="time"
                  dateTime={item.date}
                  title={formatLongDate(new Date(item.date), language)}
                  sx={{
                    ml: 'auto',
                    color: 'text.secondary',
                    fontSize: '0.875rem',
                    whiteSpace: 'nowrap',
                    pr: 1,
                  }}
                >
                  {formatRelativeTime(item.date, language)}
                </Box>
              </Box>
            </AccordionSummary>
            {/* MUI gives the body's region the summary's aria-controls as its id: no id of its own here. */}
            <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 0 }}>
              {/* Text, never HTML: React escapes it; pre-wrap keeps the member's line breaks. */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
                {item.message}
              </Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
