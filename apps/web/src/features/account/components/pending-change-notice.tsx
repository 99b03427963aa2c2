import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type PendingChange, PROFILE_PENDING_FIELDS } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

interface PendingChangeNoticeProps {
  change: PendingChange;
  /** Heading level of the notice's title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Membership data the member asked to change and customer care has not verified yet (1–3 days): what is
 * waiting, since when, and whether the new e-mail still needs its confirmation link opened.
 */
export function PendingChangeNotice({ change, headingLevel = 'h3' }: PendingChangeNoticeProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const fields = PROFILE_PENDING_FIELDS.filter((field) => field in change.fields);
  const email = change.fields.email;
  return (
    <Box
      component="aside"
      aria-labelledby="pending-change-title"
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 2.5,
        borderRadius: '10px',
        borderLeft: '4px solid',
        borderColor: 'gold.main',
        bgcolor: 'rgba(184, 137, 59, 0.1)',
      }}
    >
      <HourglassTopOutlined aria-hidden="true" sx={{ color: 'gold.dark', mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="pending-change-title" component={headingLevel} variant="h6">
          {t('pending.title')}
        </Typography>
        <Typography sx={{ mt: 0.5, fontSize: '0.9375rem' }}>{t('pending.body')}</Typography>
        {fields.length > 0 ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 2,
              rowGap: { xs: 0, sm: 0.5 },
              my: 1.5,
              fontSize: '0.9375rem',
              '& dt': { fontWeight: 600 },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
            }}
          >
            {fields.map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <dt>{t(`pending.fields.${field}`)}</dt>
                <dd>{change.fields[field] || t('notProvided')}</dd>
              </Box>
            ))}
          </Box>
        ) : null}
        {email ? (
          <Typography sx={{ fontSize: '0.9375rem', fontWeight: change.email_confirmed ? 400 : 600 }}>
            {change.email_confirmed ? t('pending.emailConfirmed') : t('pending.emailWaiting', { email })}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}>
          {t('pending.requestedOn', { date: formatLongDate(new Date(change.requested_at), language) })}
        </Typography>
      </Box>
    </Box>
  );
}
