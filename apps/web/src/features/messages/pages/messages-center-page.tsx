import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError } from '../../../components/ui/list-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { pageData } from '../../../lib/page-data.ts';
import { PATHS } from '../../../lib/paths.ts';
import { messageKeys, profileKeys } from '../../../lib/query-keys.ts';
import { setUnreadCount } from '../../../lib/unread-messages.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { markAllRead, messagesQueryOptions } from '../api/messages-api.ts';
import { ThreadCard } from '../components/thread-card.tsx';

/** `/messages-center`: every thread, latest activity first, and a way to mark them all read. */
export function MessagesCenterPage() {
  const { t } = useTranslation(['inbox', 'pages', 'common']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const threads = useQuery(messagesQueryOptions(language));
  const unread = threads.data?.reduce((n, thread) => n + thread.unread_messages, 0) ?? 0;

  const markAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: async (count) => {
      setUnreadCount(queryClient, count);
      notify('success', t('markedAll'));
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: (error) => notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error'),
  });

  return (
    <>
      <PageHeader
        scene="messages"
        width="wide"
        overline={t('overline')}
        title={t('pages:messagesCenter')}
        subtitle={threads.data ? (unread > 0 ? t('unread', { count: unread }) : t('unreadNone')) : undefined}
      >
        {unread > 0 ? (
          <Button
            variant="contained"
            color="gold"
            startIcon={<DoneAllIcon />}
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            sx={{ mt: 3 }}
          >
            {t('markAll')}
          </Button>
        ) : null}
      </PageHeader>
      <PageBody width="wide">
        {threads.isPending ? (
          <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={148} />
            ))}
          </Box>
        ) : threads.isError ? (
          <ListError message={t('loadError')} onRetry={threads.refetch} retrying={threads.isFetching} />
        ) : threads.data.length === 0 ? (
          <EmptyState
            text={t('empty')}
            action={
              <Button component={RouterLink} to={PATHS.contact} variant="contained" color="gold">
                {t('emptyAction')}
              </Button>
            }
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {threads.data.map((thread) => (
              <li key={thread.id}>
                <ThreadCard thread={thread} language={language} />
              </li>
            ))}
          </Box>
        )}
      </PageBody>
    </>
  );
}

export { MessagesCenterPage as Component };

export const loader = pageData((client) => [client.prefetchQuery(messagesQueryOptions(currentLanguage()))]);
