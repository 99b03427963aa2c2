import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language, MessageSummary } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { pathTo } from '../../../lib/paths.ts';
import { previewOf } from '../lib/preview.ts';
import { formatRelativeTime } from '../lib/relative-time.ts';
import { MessageTypeIcon } from './message-type-icon.tsx';

interface ThreadCardProps {
  thread: MessageSummary;
  language: Language;
}

/**
 * One thread in the messages centre: reason, time, reply mark, sender, the first ten words and the number
 * of messages. The whole card is the link; unread threads carry a gold edge and a word for screen readers.
 */
export function ThreadCard({ thread, language }: ThreadCardProps) {
  const { t } = useTranslation('inbox');
  const unread = thread.unread_messages > 0;
  const total = thread.nr_of_messages + 1;
  return (
    <Paper
      component={RouterLink}
      to={pathTo('readMessage', { id: thread.id })}
      elevation={unread ? 2 : 1}
      data-unread={unread ? 'true' : 'false'}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: { xs: 2, sm: 2.5 },
        alignItems: 'flex-start',
        p: { xs: 2.25, sm: 3 },
        pl: { xs: 2.75, sm: 3.5 },
        overflow: 'hidden',
        textDecoration: 'none',
        color: 'text.primary',
        transition: (theme) =>
          theme.transitions.create(['transform', 'box-shadow'], {
            duration: theme.transitions.duration.short,
          }),
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: 5,
          bgcolor: unread ? 'gold.main' : 'transparent',
        },
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <MessageTypeIcon type={thread.message_type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            variant="overline"
            sx={{
              color: thread.message_type === 'support' ? 'secondary.main' : 'gold.dark',
              lineHeight: 1.6,
            }}
          >
            {thread.reason ?? t(`types.${thread.message_type}`)}
          </Typography>
          {unread ? (
            <Box
              component="span"
              sx={{
                px: 1,
                borderRadius: 8,
                bgcolor: 'ink.main',
                color: 'common.white',
                fontSize: '0.75rem',
                fontWeight: 600,
                lineHeight: '1.5rem',
              }}
            >
              {t('unreadBadge')}
            </Box>
          ) : null}
          <Box
            component="time"
            dateTime={thread.date}
            sx={{ ml: 'auto', color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
          >
            {formatRelativeTime(thread.date, language)}
          </Box>
        </Box>
        <Typography
          component="h2"
          sx={{ mt: 0.5, fontSize: '1.125rem', fontWeight: unread ? 700 : 600, overflowWrap: 'anywhere' }}
        >
          {thread.subject}
        </Typography>
        <Box
          sx={{
            mt: 0.5,
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontSize: '0.9375rem',
          }}
        >
          {thread.replied ? (
            <ReplyIcon titleAccess={t('replied')} sx={{ fontSize: 18, color: 'secondary.main' }} />
          ) : null}
          <span>{t('from', { name: thread.from_name })}</span>
        </Box>
        <Typography sx={{ mt: 1, color: 'text.primary', overflowWrap: 'anywhere' }}>
          {previewOf(thread.message)}
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 1.5, fontSize: '0.8125rem', color: 'text.secondary', fontWeight: 500 }}
        >
          {t('threadCount', { count: total, formattedCount: formatNumber(total, language) })}
        </Typography>
      </Box>
    </Paper>
  );
}
