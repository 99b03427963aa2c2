import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageThread, REPLYABLE_MESSAGE_TYPES } from '@vida/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { HeaderLink } from '../../../components/ui/header-link.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { PATHS } from '../../../lib/paths.ts';
import { messageKeys, profileKeys } from '../../../lib/query-keys.ts';
import { setUnreadCount } from '../../../lib/unread-messages.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { markThreadRead, threadQueryOptions } from '../api/messages-api.ts';
import { Conversation } from '../components/conversation.tsx';
import { ReplyBox } from '../components/reply-box.tsx';

const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

interface ReadMessagePageProps {
  /** What an unknown or foreign id shows (the app passes its not-found page). */
  notFound?: ReactNode;
}

/**
 * `/messages/{id}`: the thread, marked read as it opens (the badges drop at once, then the profile is
 * fetched again), and the reply box on support threads. An unknown or foreign id shows `notFound`.
 */
export function ReadMessagePage({ notFound = null }: ReadMessagePageProps) {
  const { t } = useTranslation(['inbox', 'pages']);
  const language = useLanguage();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(id, language));

  const markRead = useMutation({
    mutationFn: markThreadRead,
    onSuccess: (count) => {
      setUnreadCount(queryClient, count);
      queryClient.setQueryData<MessageThread>(threadQueryOptions(id, language).queryKey, (current) =>
        current ? { ...current, unread_messages: 0 } : current,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
  const marked = useRef<number | null>(null);
  const threadId = thread.data?.id;
  const hasUnread = (thread.data?.unread_messages ?? 0) > 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (threadId === undefined || !hasUnread || marked.current === threadId) return;
    marked.current = threadId;
    mutate(threadId);
  }, [threadId, hasUnread, mutate]);

  const data = thread.data;
  if (!data && isNotFound(thread.error)) return notFound;
  const back = (
    <HeaderLink to={PATHS.messagesCenter} icon={<ArrowBack fontSize="small" aria-hidden="true" />}>
      {t('back')}
    </HeaderLink>
  );

  return (
    <>
      <PageHeader
        scene="messages"
        width="narrow"
        overline={data ? (data.reason ?? t(`types.${data.message_type}`)) : t('pages:readMessage')}
        title={data ? data.subject : <Skeleton width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />}
      >
        {back}
      </PageHeader>
      <PageBody width="narrow">
        {thread.isPending ? (
          <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={180} />
          </Box>
        ) : !data ? (
          <FormAlert severity="error">
            {t('loadError')}{' '}
            <Button size="small" color="ink" onClick={() => void thread.refetch()}>
              {t('retry')}
            </Button>
          </FormAlert>
        ) : (
          <>
            <Conversation
              key={`${data.id}-${data.conversations.length}`}
              items={data.conversations}
              language={language}
            />
            <Box sx={{ mt: 4 }}>
              {REPLYABLE_MESSAGE_TYPES.includes(data.message_type) ? (
                <ReplyBox
                  threadId={data.id}
                  onSent={(reply) => {
                    queryClient.setQueryData<MessageThread>(
                      threadQueryOptions(id, language).queryKey,
                      (current) =>
                        current
                          ? {
                              ...current,
                              conversations: [...current.conversations, reply],
                              nr_of_messages: current.nr_of_messages + 1,
                            }
                          : current,
                    );
                    void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
                  }}
                />
              ) : (
                <Typography sx={{ color: 'text.secondary', maxWidth: 620 }}>
                  {t('noReply')}{' '}
                  <Link component={RouterLink} to={PATHS.contact} color="secondary">
                    {t('pages:contact')}
                  </Link>
                </Typography>
              )}
            </Box>
          </>
        )}
      </PageBody>
    </>
  );
}
