import type { SvgIconComponent } from '@mui/icons-material';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TileLink } from '../../../components/ui/tile-link.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

interface GlanceLinkProps {
  to: string;
  label: string;
  count: number;
  Icon: SvgIconComponent;
}

function GlanceLink({ to, label, count, Icon }: GlanceLinkProps) {
  const language = useLanguage();
  const highlighted = count > 0;
  return (
    <TileLink to={to}>
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'common.white',
          color: 'secondary.main',
          flexShrink: 0,
        }}
      >
        <Icon />
      </Box>
      <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{
          minWidth: 32,
          height: 32,
          px: 1,
          borderRadius: 999,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          bgcolor: highlighted ? 'gold.main' : 'common.white',
          color: highlighted ? 'gold.contrastText' : 'text.secondary',
        }}
      >
        {formatNumber(count, language)}
      </Box>
    </TileLink>
  );
}

interface GlanceLinksProps {
  unread: number;
  /** Payments due now (the amount-due card's count); null with payments off, where Payments cannot take one. */
  payments: number | null;
  /** The member's contracts (Active, Pending and Blocked, as the dashboard counts them); null for a non-member. */
  contracts: number | null;
}

/** The badges of My Account: unread messages, payments due now and contracts, each leading to its screen. */
export function GlanceLinks({ unread, payments, contracts }: GlanceLinksProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {contracts === null ? null : (
        <GlanceLink
          to={PATHS.contracts}
          label={t('glance.contracts')}
          count={contracts}
          Icon={ReceiptLongOutlined}
        />
      )}
      <GlanceLink
        to={PATHS.messagesCenter}
        label={t('glance.messages')}
        count={unread}
        Icon={MarkEmailUnreadOutlined}
      />
      {payments === null ? null : (
        <GlanceLink
          to={PATHS.payments}
          label={t('common:amountDue.label', { count: payments })}
          count={payments}
          Icon={PaymentsOutlined}
        />
      )}
    </Box>
  );
}
