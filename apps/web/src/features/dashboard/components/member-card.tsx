import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResortLogo } from '../../../components/ui/resort-logo.tsx';

interface MemberCardProps {
  memberId: string;
  name: string;
  resort: string | null;
}

/**
 * The member's club card on the dashboard banner: their resort's logo (by resort name, Grand Luxxe by
 * default), the member id and their name.
 */
export function MemberCard({ memberId, name, resort }: MemberCardProps) {
  const { t } = useTranslation(['club', 'dashboard']);
  return (
    <Box
      component="section"
      aria-labelledby="member-card-title"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 400,
        aspectRatio: { sm: '1.586' },
        p: { xs: 2.5, sm: 3 },
        borderRadius: 1.5,
        color: 'common.white',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 2.5,
        border: '1px solid rgba(226, 196, 142, 0.55)',
        // Opaque enough to read without blurring the scene behind it: a backdrop blur and a wide shadow cost
        // the dashboard's first frame ~40 ms on a laptop (software raster), and the card holds the member id.
        backgroundColor: 'rgba(10, 28, 34, 0.82)',
        backgroundImage:
          'radial-gradient(120% 90% at 100% 0%, rgba(226,196,142,0.28) 0%, rgba(226,196,142,0) 55%), linear-gradient(150deg, rgba(255,255,255,0.08) 0%, rgba(255,255,255,0) 60%)',
        boxShadow: '0 12px 28px rgba(0,0,0,0.3)',
      }}
    >
      <Typography id="member-card-title" component="h2" variant="overline" sx={{ color: 'gold.light' }}>
        {t('club:home.memberCard')}
      </Typography>
      <ResortLogo resort={resort} tone="light" size="medium" />
      <Box>
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'rgba(255,255,255,0.85)', lineHeight: 1.4 }}
        >
          {t('dashboard:memberId')}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 600, letterSpacing: '0.12em' }}
        >
          {memberId}
        </Typography>
        <Typography
          component="p"
          sx={{
            mt: 0.5,
            fontSize: '0.875rem',
            letterSpacing: '0.14em',
            textTransform: 'uppercase',
            color: 'rgba(255,255,255,0.85)',
          }}
        >
          {name}
        </Typography>
      </Box>
    </Box>
  );
}
