import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Club, Language } from '@vida/shared';
import { formatDays, formatHoursRange, isOpen } from '@vida/shared';
import { useTranslation } from 'react-i18next';

/** The contact page's footer card: the toll-free phone and the opening hours, from the club's configuration. */
export function CareCard({ club, language }: { club: Club | undefined; language: Language }) {
  const { t } = useTranslation('contact');
  return (
    <Paper
      component="aside"
      aria-labelledby="care-card-title"
      elevation={2}
      sx={{
        p: { xs: 3, sm: 4 },
        color: 'common.white',
        backgroundImage: (theme) =>
          `linear-gradient(150deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.ink.main} 100%)`,
      }}
    >
      <Typography
        id="care-card-title"
        component="h2"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontSize: '1.625rem',
          color: 'common.white',
        }}
      >
        {t('callUs')}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 40, height: 3, bgcolor: 'gold.main', borderRadius: 2, my: 2 }} />
      {club ? (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <PhoneInTalkOutlined aria-hidden="true" sx={{ color: 'gold.light' }} />
            <Box>
              <Typography component="p" variant="overline" sx={{ color: 'gold.light', lineHeight: 1.4 }}>
                {t('tollFree')}
              </Typography>
              <Box
                component="a"
                href={`tel:${club.care_phone.replace(/[^\d+]/g, '')}`}
                sx={{
                  color: 'common.white',
                  fontSize: '1.375rem',
                  fontWeight: 600,
                  textUnderlineOffset: 4,
                  whiteSpace: 'nowrap',
                }}
              >
                {club.care_phone}
              </Box>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 3 }}>
            <ScheduleOutlined aria-hidden="true" sx={{ color: 'gold.light', mt: 0.25 }} />
            <Box sx={{ flex: 1 }}>
              <Typography component="h3" variant="overline" sx={{ color: 'gold.light', lineHeight: 1.4 }}>
                {t('hours')} ({club.care_time_zone})
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 0.5,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.75,
                }}
              >
                {club.care_hours.map((hours) => (
                  <Box key={hours.days.join('-')} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'rgba(255,255,255,0.85)' }}>
                      {formatDays(hours.days, language)}
                    </Box>
                    <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                      {isOpen(hours) ? formatHoursRange(hours, language) : t('closed')}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
        </>
      ) : (
        <Skeleton height={120} sx={{ bgcolor: 'rgba(255,255,255,0.16)' }} />
      )}
    </Paper>
  );
}
