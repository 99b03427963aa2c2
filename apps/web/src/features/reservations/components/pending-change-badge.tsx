import Chip from '@mui/material/Chip';
import type { StayChangeKind } from '@vida/shared';
import { useTranslation } from 'react-i18next';

/** Beside the stay's status while customer care has a change or cancellation of it to decide. */
export function PendingChangeBadge({ kind }: { kind: StayChangeKind }) {
  const { t } = useTranslation('reservations');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(kind === 'cancel' ? 'changes.cancelRequested' : 'changes.changeRequested')}
      sx={{ color: '#6E4E1B', borderColor: '#B8893B', fontWeight: 600, letterSpacing: 0.2 }}
    />
  );
}
