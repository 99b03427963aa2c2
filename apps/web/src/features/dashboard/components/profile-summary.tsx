import EastIcon from '@mui/icons-material/East';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Profile } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { NoWrap } from '../../../components/ui/no-wrap.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { fullName } from '../../../lib/profile-query.ts';

/** The dashboard's profile details (spec section 2) with the way to My Account. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation('club');
  const none = t('home.profile.none');
  return (
    <Paper
      component="section"
      aria-labelledby="profile-summary-title"
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Box>
        <Typography id="profile-summary-title" component="h2" variant="h3">
          {t('home.profile.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{fullName(profile)}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <LabelledValue label={t('home.profile.email')}>{profile.email}</LabelledValue>
        <LabelledValue label={t('home.profile.mobilePhone')}>
          {profile.mobile_phone?.trim() ? <NoWrap>{profile.mobile_phone.trim()}</NoWrap> : none}
        </LabelledValue>
        <LabelledValue label={t('home.profile.homePhone')}>
          {profile.home_phone?.trim() ? <NoWrap>{profile.home_phone.trim()}</NoWrap> : none}
        </LabelledValue>
        <LabelledValue label={t('home.profile.address')}>
          <PostalAddress profile={profile} empty={none} />
        </LabelledValue>
      </Box>
      <Box>
        <Button
          component={RouterLink}
          to={PATHS.myAccount}
          variant="outlined"
          color="ink"
          endIcon={<EastIcon />}
        >
          {t('home.profile.link')}
        </Button>
      </Box>
    </Paper>
  );
}
