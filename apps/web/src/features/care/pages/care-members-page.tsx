import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_STATUSES, MESSAGE_TYPES, PAYMENT_CATEGORIES, reservationLabel } from '@vida/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ListNotReady } from '../../../components/ui/list-state.tsx';
import { memberRecordQueryOptions, memberSearchQueryOptions } from '../api/desk-api.ts';
import { CARE_PATHS, memberPath } from '../lib/care-paths.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** `/care/members`: search by e-mail, member id or name. */
export function CareMembersPage() {
  const { t } = useTranslation('care');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const results = useQuery(memberSearchQueryOptions(q));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          id="member-search"
          size="small"
          label={t('members.searchLabel')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ flex: 1, minWidth: 240, bgcolor: 'common.white' }}
        />
        <Button type="submit" variant="contained">
          {t('members.search')}
        </Button>
      </Box>
      {results.isError && <ListNotReady query={results} />}
      {results.isSuccess && (
        <Box component="section" aria-label={t('members.results')}>
          {results.data.length === 0 ? (
            <Typography role="status">{t('members.none', { q })}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {results.data.map((m) => (
                <Paper component="li" key={m.user_id} sx={{ p: 1.25 }}>
                  <Link
                    component={RouterLink}
                    to={`${memberPath(m.user_id)}?q=${encodeURIComponent(q)}`}
                    sx={{ fontWeight: 700 }}
                  >
                    {m.name}
                  </Link>
                  <Typography component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
                    {' '}
                    · {m.email}
                    {m.member_number ? ` · ${m.member_number}` : ''} · {m.language.toUpperCase()}
                  </Typography>
                </Paper>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The record's codes in the staff member's language (issue 29: no English on a Spanish desk); a code the
 * desk does not know yet shows as it is rather than as a missing text.
 */
function useRecordLabels() {
  const { t } = useTranslation('care');
  return {
    contractStatus: (status: string) =>
      isOneOf(CONTRACT_STATUSES, status) ? t(`members.contractStatus.${status}`) : status,
    paymentType: (type: string) =>
      isOneOf(PAYMENT_CATEGORIES, type) ? t(`members.paymentTypes.${type}`) : type,
    messageType: (type: string) => (isOneOf(MESSAGE_TYPES, type) ? t(`members.messageTypes.${type}`) : type),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** `/care/members/:id`: one member's record, read-only. */
export function CareMemberPage() {
  const { t } = useTranslation(['care', 'reservations']);
  const { dateTime, day, roomType, money } = useDeskFormat();
  const { contractStatus, paymentType, messageType } = useRecordLabels();
  const { id } = useParams();
  const [params] = useSearchParams();
  const record = useQuery(memberRecordQueryOptions(Number(id)));
  const data = record.data;
  const none = <Typography color="text.secondary">{t('members.nothing')}</Typography>;
  const list = (rows: ReactNode[]) =>
    rows.length === 0 ? (
      none
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {rows}
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 1100 }}>
      <Link
        component={RouterLink}
        to={`${CARE_PATHS.members}${params.get('q') ? `?q=${encodeURIComponent(params.get('q') ?? '')}` : ''}`}
        sx={{ justifySelf: 'start', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        {t('members.back')}
      </Link>
      {data && (
        <>
          <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
            {t('members.readOnly')}
          </Typography>
          <Section title={`${t('members.profile')}: ${data.name}`}>
            <Typography>
              {[
                data.email,
                data.member_number,
                data.language.toUpperCase(),
                data.verified ? t('members.verified') : t('members.unverified'),
                data.disabled ? t('members.disabled') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {data.address.map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
            {data.phones.length > 0 && <Typography>{data.phones.join(' · ')}</Typography>}
          </Section>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title={t('members.contracts')}>
              {list(
                data.contracts.map((c) => (
                  <li
                    key={c.contract_number}
                  >{`${c.contract_number} · ${contractStatus(c.status)} · ${c.resort ?? ''} · ${money(c.balance, c.currency)}`}</li>
                )),
              )}
            </Section>
            <Section title={t('members.payments')}>
              {list(
                data.payments.map((p) => (
                  <li
                    key={`${p.date}-${p.payment_type}-${p.last_four}`}
                  >{`${dateTime(p.date)} · ${money(p.amount, p.currency)} · ${paymentType(p.payment_type)} · ${t('members.cardEnding', { lastFour: p.last_four })}`}</li>
                )),
              )}
            </Section>
            <Section title={t('members.reservations')}>
              {list(
                data.reservations.map((r) => (
                  <li key={r.reservation_number}>
                    {`${r.reservation_number} · ${t(`reservations:status.${reservationLabel(r.status)}`)} · ${r.hotel} · ${day(r.arriving_date)} → ${day(r.departing_date)} · ${roomType(r.room_type)}`}
                  </li>
                )),
              )}
            </Section>
            <Section title={t('members.messages')}>
              {list(
                data.messages.map((m) => (
                  <li key={m.thread_id}>
                    {`${dateTime(m.date)} · `}
                    {/* A thread is in the member's language (issue 29: marked, for screen readers too). */}
                    <span lang={data.language}>{m.subject}</span>
                    {` (${messageType(m.message_type)})`}
                  </li>
                )),
              )}
            </Section>
          </Box>
        </>
      )}
    </Box>
  );
}
