import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CareReplyRequestSchema, type CareThread, isLanguage } from '@vida/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ListLoading, ListNotReady } from '../../../components/ui/list-state.tsx';
import { notify } from '../../../lib/notifications.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import {
  closeThread,
  contactReasonsQueryOptions,
  type InboxFilter,
  inboxQueryOptions,
  replyToThread,
  threadQueryOptions,
} from '../api/desk-api.ts';
import { DeadlineChip } from '../components/deadline-chip.tsx';
import { useMessageText } from '../lib/form-errors.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** Shortcuts only when the agent is not typing (Ctrl+Enter sends from the answer box). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** `/care`: the waiting conversations oldest first, the chosen one beside them, keyboard first. */
export function CareInboxPage() {
  const { t } = useTranslation('care');
  const { language, dateTime } = useDeskFormat();
  const [filter, setFilter] = useState<InboxFilter>({});
  const inbox = useQuery(inboxQueryOptions(filter));
  const reasons = useQuery(contactReasonsQueryOptions(language));
  const [selected, setSelected] = useState<number | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<() => void>(() => {});
  const items = inbox.data ?? [];
  const index = items.findIndex((i) => i.thread_id === selected);

  const move = useCallback(
    (delta: 1 | -1) => {
      if (items.length === 0) return;
      const next = items[Math.min(items.length - 1, Math.max(0, (index < 0 ? -1 : index) + delta))];
      if (next) {
        setSelected(next.thread_id);
        document.getElementById(`thread-${next.thread_id}`)?.focus();
      }
    },
    [items, index],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (event.key === 'j') move(1);
      else if (event.key === 'k') move(-1);
      else if (event.key === 'r' && selected !== null) {
        event.preventDefault();
        replyRef.current?.focus();
      } else if (event.key === 'c' && selected !== null) closeRef.current();
      else return;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, selected]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 5fr) 7fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 1, rowGap: 2, flexWrap: 'wrap' }}
        >
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5, fontSize: '0.875rem' }}>
            {t('inbox.filters')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('inbox.reason')}
            value={filter.reason ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, reason: e.target.value ? Number(e.target.value) : undefined }))
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180, bgcolor: 'common.white' }}
          >
            <option value="">{t('inbox.anyReason')}</option>
            {(reasons.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('inbox.language')}
            value={filter.language ?? ''}
            onChange={(e) =>
              setFilter((f) => ({
                ...f,
                language: isLanguage(e.target.value) ? e.target.value : undefined,
              }))
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160, bgcolor: 'common.white' }}
          >
            <option value="">{t('inbox.anyLanguage')}</option>
            <option value="en">English</option>
            <option value="es">Español</option>
          </TextField>
        </Box>
        {inbox.data === undefined && (
          <ListNotReady query={inbox} loading={<ListLoading rows={4} height={96} />} />
        )}
        <Typography role="status" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {inbox.isSuccess &&
            (items.length === 0 ? t('inbox.empty') : t('inbox.count', { count: items.length }))}
        </Typography>
        <Box
          component="ul"
          aria-label={t('nav.inbox')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
        >
          {items.map((item) => {
            const current = item.thread_id === selected;
            return (
              <li key={item.thread_id}>
                <Box
                  component="button"
                  type="button"
                  id={`thread-${item.thread_id}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => setSelected(item.thread_id)}
                  sx={{
                    width: '100%',
                    textAlign: 'left',
                    font: 'inherit',
                    cursor: 'pointer',
                    border: 1,
                    borderColor: current ? 'ink.main' : 'divider',
                    borderLeft: 4,
                    borderLeftColor: current ? 'gold.main' : 'transparent',
                    borderRadius: 1,
                    bgcolor: 'common.white',
                    color: 'text.primary',
                    p: 1.25,
                    display: 'grid',
                    gap: 0.5,
                  }}
                >
                  <Box
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {item.member_name}
                    </Typography>
                    <DeadlineChip hoursLeft={item.hours_left} />
                  </Box>
                  <Typography component="span" sx={{ fontSize: '0.875rem' }}>
                    {/* What the member wrote is in their language, marked so (screen readers, issue 29). */}
                    <span lang={item.language}>{item.subject}</span> · {item.language.toUpperCase()}
                    {item.contact_message ? ` · ${t('inbox.contactForm')}` : ''}
                    {item.need_to_contact_me ? ` · ${t('inbox.callBack')}` : ''}
                  </Typography>
                  <Typography
                    component="span"
                    lang={item.language}
                    sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}
                  >
                    {item.preview}
                  </Typography>
                  <Typography component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                    {t('inbox.waitingSince', { date: dateTime(item.waiting_since) })}
                  </Typography>
                </Box>
              </li>
            );
          })}
        </Box>
        <Box
          component="section"
          aria-labelledby="care-shortcuts"
          sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}
        >
          <Typography
            id="care-shortcuts"
            component="h2"
            sx={{ fontSize: '0.875rem', fontWeight: 700, color: 'text.primary' }}
          >
            {t('inbox.shortcuts')}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1,
              m: 0,
              '& dt': { fontFamily: 'monospace', fontWeight: 700 },
              '& dd': { m: 0 },
            }}
          >
            <dt>j</dt>
            <dd>{t('inbox.shortcutNext')}</dd>
            <dt>k</dt>
            <dd>{t('inbox.shortcutPrevious')}</dd>
            <dt>r</dt>
            <dd>{t('inbox.shortcutReply')}</dd>
            <dt>c</dt>
            <dd>{t('inbox.shortcutClose')}</dd>
            <dt>Ctrl+Enter</dt>
            <dd>{t('inbox.shortcutSend')}</dd>
          </Box>
        </Box>
      </Box>
      <Box>
        {selected === null ? (
          <Paper sx={{ p: 2 }}>
            <Typography color="text.secondary">{t('inbox.select')}</Typography>
          </Paper>
        ) : (
          <ThreadPane
            key={selected}
            threadId={selected}
            replyRef={replyRef}
            closeRef={closeRef}
            onDone={() => move(1)}
          />
        )}
      </Box>
    </Box>
  );
}

/** The answer as the API checks it (the thread's last message id is added as it is sent). */
const ReplySchema = CareReplyRequestSchema.pick({ message: true });

interface ThreadPaneProps {
  threadId: number;
  replyRef: React.RefObject<HTMLTextAreaElement | null>;
  closeRef: React.RefObject<() => void>;
  onDone: () => void;
}

function ThreadPane({ threadId, replyRef, closeRef, onDone }: ThreadPaneProps) {
  const { t } = useTranslation('care');
  const text = useMessageText();
  const { dateTime } = useDeskFormat();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQueryOptions(threadId));
  const form = useForm<{ message: string }>({
    resolver: zodResolver(ReplySchema),
    defaultValues: { message: '' },
  });
  const [error, setError] = useState<{ form: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = form.formState.errors.message?.message;

  async function act(work: (current: CareThread) => Promise<CareThread>, success: string) {
    const current = thread.data;
    if (!current || busy) return;
    setBusy(true);
    setError(null);
    form.clearErrors();
    try {
      const updated = await work(current);
      queryClient.setQueryData(threadQueryOptions(threadId).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: ['care', 'inbox'] });
      form.reset({ message: '' });
      notify('success', success);
    } catch (failure) {
      const alert = applyServerErrors(failure, form.setError, ['message']);
      const stale = (failure as { status?: number }).status === 409;
      if (alert || stale) setError({ form: alert ?? '', stale });
    } finally {
      setBusy(false);
    }
  }

  const send = form.handleSubmit(({ message }) =>
    act((c) => replyToThread(threadId, message, c.last_message_id), t('inbox.sent')),
  );
  closeRef.current = () =>
    void act((c) => closeThread(threadId, c.last_message_id), t('inbox.closed')).then(onDone);

  if (!thread.data) return null;
  const data = thread.data;
  return (
    <Paper
      component="article"
      aria-labelledby="thread-subject"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography
          id="thread-subject"
          component="h2"
          lang={data.language}
          sx={{ fontSize: '1.25rem', fontWeight: 700 }}
        >
          {data.subject}
        </Typography>
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {[
            data.member_name,
            data.member_email,
            data.member_number ? t('inbox.memberNumber', { number: data.member_number }) : null,
            data.language.toUpperCase(),
            data.phone ? t('inbox.phone', { phone: data.phone }) : null,
            data.email && data.email !== data.member_email ? t('inbox.email', { email: data.email }) : null,
            data.need_to_contact_me ? t('inbox.callBack') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {data.closed_at && (
          <Typography sx={{ fontSize: '0.875rem' }}>
            {t('inbox.closedAt', { date: dateTime(data.closed_at) })}
          </Typography>
        )}
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.messages.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              p: 1.25,
              borderRadius: 1,
              bgcolor: m.from === 'care' ? 'sand.main' : 'common.white',
              border: 1,
              borderColor: 'divider',
              ml: m.from === 'care' ? { md: 6 } : 0,
              mr: m.from === 'member' ? { md: 6 } : 0,
            }}
          >
            <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
              {m.from === 'care' ? t('inbox.fromCare') : t('inbox.fromMember')} · {m.from_name} ·{' '}
              {dateTime(m.date)}
            </Typography>
            <Typography lang={data.language} sx={{ whiteSpace: 'pre-wrap' }}>
              {m.message}
            </Typography>
          </Box>
        ))}
      </Box>
      {error && (
        <FormAlert severity="error">
          {text(error.form)}{' '}
          {error.stale && (
            <Button size="small" onClick={() => void thread.refetch().then(() => setError(null))}>
              {t('inbox.reload')}
            </Button>
          )}
        </FormAlert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void send(event)}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <TextField
              id="care-answer"
              label={t('inbox.answer')}
              helperText={fieldError ? text(fieldError) : t('inbox.answerHelp')}
              error={Boolean(fieldError)}
              multiline
              minRows={4}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
              }}
              inputRef={(element: HTMLTextAreaElement | null) => {
                field.ref(element);
                replyRef.current = element;
              }}
              sx={{ bgcolor: 'common.white' }}
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('inbox.send')}
          </Button>
          <Button type="button" variant="outlined" disabled={busy} onClick={() => closeRef.current()}>
            {t('inbox.close')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
