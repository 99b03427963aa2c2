import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, SessionInfo } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { endSession, sessionKeys, sessionsQueryOptions } from '../api/sessions-api.ts';

function SessionRow({
  session,
  language,
  onEnd,
  ending,
}: {
  session: SessionInfo;
  language: Language;
  onEnd: () => void;
  ending: boolean;
}) {
  const { t } = useTranslation('account');
  const browser = session.browser ?? t('sessions.unknownBrowser');
  const device = session.os ? t('sessions.device', { browser, os: session.os }) : browser;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: session.current ? 'gold.main' : 'divider',
      }}
    >
      <DevicesOutlined aria-hidden="true" sx={{ color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {device}
          {session.current ? ` · ${t('sessions.current')}` : ''}
        </Typography>
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {t('sessions.lastSeen', { date: formatDateTime(new Date(session.last_seen_at), language) })} ·{' '}
          {t('sessions.signedIn', { date: formatDateTime(new Date(session.signed_in_at), language) })}
        </Typography>
      </Box>
      {session.current ? null : (
        <Button
          variant="outlined"
          color="ink"
          onClick={onEnd}
          disabled={ending}
          aria-label={t('sessions.endLabel', { device })}
        >
          {t('sessions.end')}
        </Button>
      )}
    </Box>
  );
}

/** Where the member is signed in, and a way to sign the other devices out (issue 12). */
export function ActiveSessions() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const [status, setStatus] = useState('');
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => setStatus(t('sessions.ended')),
    onError: () => setStatus(t('sessions.endFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
  return (
    <Paper
      component="section"
      aria-labelledby="sessions-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id="sessions-title" component="h2" variant="h4">
        {t('sessions.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('sessions.intro')}</Typography>
      {sessions.data ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              language={language}
              ending={end.isPending}
              onEnd={() => {
                setStatus('');
                end.mutate(session.id);
              }}
            />
          ))}
        </Box>
      ) : sessions.isError ? (
        <ListError message={t('sessions.failed')} onRetry={sessions.refetch} retrying={sessions.isFetching} />
      ) : (
        <Skeleton variant="rounded" height={72} aria-hidden="true" />
      )}
      <Typography role="status" sx={{ fontSize: '0.875rem' }}>
        {status}
      </Typography>
    </Paper>
  );
}
