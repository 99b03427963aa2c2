import Box from '@mui/material/Box';
import type { Profile } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { NoWrap } from '../../../components/ui/no-wrap.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

/** A value (kept on one line when `unbroken`: phone numbers), or a dash read as "not provided". */
function OrDash({ value, unbroken = false }: { value: string | null | undefined; unbroken?: boolean }) {
  const { t } = useTranslation('account');
  if (value?.trim()) return unbroken ? <NoWrap>{value}</NoWrap> : value;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('notProvided')}</VisuallyHidden>
    </>
  );
}

const rowSx = { py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

/** The profile block of My Account: e-mail, home phone, mobile (or a dash), the whole address. */
export function ContactDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <LabelledValue sx={rowSx} label={t('contact.email')}>
        <OrDash value={profile.email} />
      </LabelledValue>
      <LabelledValue sx={rowSx} label={t('contact.homePhone')}>
        <OrDash value={profile.home_phone} unbroken />
      </LabelledValue>
      <LabelledValue sx={rowSx} label={t('contact.mobilePhone')}>
        <OrDash value={profile.mobile_phone} unbroken />
      </LabelledValue>
      <LabelledValue sx={rowSx} label={t('contact.address')}>
        <PostalAddress profile={profile} empty={<OrDash value={null} />} />
      </LabelledValue>
    </Box>
  );
}
