import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCareHours } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import type { Club } from '../../lib/club-query.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { NoWrap } from './no-wrap.tsx';

/**
 * With payments off (spec section 9), how to pay instead: `text`, then customer care's phone and hours (the
 * amount-due card, Payments).
 */
export function PayByPhone({ club, text }: { club: Club | undefined; text: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (!club) return <Skeleton width="80%" />;
  const hours = formatCareHours(club.care_hours, language);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, bgcolor: 'sand.main', borderRadius: 1, p: 2 }}>
      <Typography>{text}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PhoneOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
        <Link href={`tel:${club.care_phone.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 700 }}>
          <NoWrap>{club.care_phone}</NoWrap>
        </Link>
      </Box>
      {hours ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('amountDue.hours', { hours, zone: club.care_time_zone })}
        </Typography>
      ) : null}
    </Box>
  );
}
