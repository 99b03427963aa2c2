import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { ListNotReady } from '../../../components/ui/list-state.tsx';
import { auditQueryOptions } from '../api/desk-api.ts';
import { DeskTable } from '../components/desk-table.tsx';
import { auditChanges } from '../lib/audit-changes.ts';
import { useDeskFormat } from '../lib/use-desk-format.ts';

/** Each field the entry records on a line of its own: "status: open → declined". */
function AuditChangeLines({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('care');
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {/* A profile field has its name from the profile changes' queue. */}
            {t([`audit.fields.${change.field}`, `profileChanges.fields.${change.field}`], {
              defaultValue: change.field.replaceAll('_', ' '),
            })}
            :
          </Box>{' '}
          {change.before} → {change.after}
        </li>
      ))}
    </Box>
  );
}

/** What an entry was on, by name ("Stay request: GLX-R-1042 · Ana García · 100200300"), else its code. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('care');
  const kind = entry.target?.split(':')[0] ?? '';
  if (!entry.target) return <>—</>;
  if (!entry.target_name) return <>{entry.target}</>;
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t(`audit.targets.${kind}`, { defaultValue: kind.replaceAll('_', ' ') })}:
      </Box>{' '}
      {entry.target_name}
    </>
  );
}

/** `/care/audit` (admins): every staff action, newest first, read-only. */
export function CareAuditPage() {
  const { t } = useTranslation('care');
  const { dateTime } = useDeskFormat();
  const audit = useQuery(auditQueryOptions());
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      {audit.data === undefined && <ListNotReady query={audit} />}
      {audit.isSuccess && audit.data.length === 0 && <Typography>{t('audit.empty')}</Typography>}
      {audit.isSuccess && audit.data.length > 0 && (
        // Scrolls sideways on phones: focusable so keyboard users can scroll it too.
        <Paper role="region" aria-label={t('audit.intro')} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <DeskTable fontSize="0.875rem">
            <caption style={{ position: 'absolute', left: -10000 }}>{t('audit.intro')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                    {dateTime(entry.at)}
                  </Box>
                  <td>{entry.actor}</td>
                  {/* By name in the staff member's language, not as its code (issue 29). */}
                  <td>{t(`audit.actions.${entry.action}`)}</td>
                  <Box component="td" sx={{ minWidth: 200 }}>
                    <AuditTarget entry={entry} />
                  </Box>
                  <Box component="td" sx={{ wordBreak: 'break-word', maxWidth: 520 }}>
                    <AuditChangeLines before={entry.before} after={entry.after} />
                  </Box>
                </tr>
              ))}
            </tbody>
          </DeskTable>
        </Paper>
      )}
    </Box>
  );
}
