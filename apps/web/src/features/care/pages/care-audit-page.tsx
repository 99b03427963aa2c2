import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditQueryOptions } from '../api/desk-api.ts';
import { DeskTable } from '../components/desk-table.tsx';
import { useDeskFormat } from '../lib/use-desk-format.ts';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** `/care/audit` (admins): every staff action, newest first, read-only. */
export function CareAuditPage() {
  const { t } = useTranslation('care');
  const { dateTime } = useDeskFormat();
  const audit = useQuery(auditQueryOptions());
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
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
                  <Box component="td" sx={{ fontFamily: 'monospace' }}>
                    {entry.action}
                  </Box>
                  <td>{entry.target ?? '—'}</td>
                  <Box
                    component="td"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-word', maxWidth: 520 }}
                  >
                    {json(entry.before)} → {json(entry.after)}
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
