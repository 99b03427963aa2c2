import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import type { MessageType } from '@vida/shared';

const ICONS = {
  alert: NotificationsActiveOutlined,
  marketing: CampaignOutlined,
  support: SupportAgentOutlined,
} as const;

/** A round medallion for the kind of thread: lagoon for care, gold for notices and offers. */
export function MessageTypeIcon({ type, size = 48 }: { type: MessageType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: type === 'support' ? 'rgba(14, 94, 111, 0.1)' : 'rgba(184, 137, 59, 0.14)',
        color: type === 'support' ? 'secondary.main' : 'gold.dark',
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
