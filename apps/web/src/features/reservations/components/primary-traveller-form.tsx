import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Language, PrimaryTraveller, Profile } from '@vida/shared';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelectField } from '../../../components/ui/select-field.tsx';
import { resolveMessage } from '../../../lib/notifications.ts';
import { useCountries } from '../../../lib/reference-data/countries.ts';

interface PrimaryTravellerFormProps {
  profile: Profile;
  language: Language;
  /** Whether the member requests as a member (their details are on file) or for a non-member guest. */
  isMember: boolean;
  onIsMemberChange: (isMember: boolean) => void;
  form: UseFormReturn<PrimaryTraveller>;
}

/**
 * Who the request is for (spec section 2): a member with a member id chooses member or non-member; a
 * non-member's details (name, e-mail, phone, country) are asked for, pre-filled from the profile.
 */
export function PrimaryTravellerForm({
  profile,
  language,
  isMember,
  onIsMemberChange,
  form,
}: PrimaryTravellerFormProps) {
  const { t, i18n } = useTranslation('reservations');
  const countries = useCountries(language, !isMember);
  const errorText = (field: keyof PrimaryTraveller) => {
    const message = form.formState.errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  return (
    <Box component="section" aria-labelledby="summary-primary" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="summary-primary" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
        {t('summary.primary')}
      </Typography>
      {profile.vida_member_id ? (
        <RadioGroup
          row
          aria-label={t('summary.requestAs')}
          value={isMember ? 'member' : 'guest'}
          onChange={(event) => onIsMemberChange(event.target.value === 'member')}
        >
          <FormControlLabel value="member" control={<Radio />} label={t('summary.asMember')} />
          <FormControlLabel value="guest" control={<Radio />} label={t('summary.asNonMember')} />
        </RadioGroup>
      ) : null}
      {isMember ? (
        <Box sx={{ p: 2, borderRadius: '12px', bgcolor: 'sand.main' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {profile.first_name} {profile.last_name} · {profile.vida_member_id}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('summary.memberNote', { email: profile.email })}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormField
            id="primary-first-name"
            label={t('summary.firstName')}
            autoComplete="given-name"
            error={errorText('firstName')}
            {...form.register('firstName')}
          />
          <FormField
            id="primary-last-name"
            label={t('summary.lastName')}
            autoComplete="family-name"
            error={errorText('lastName')}
            {...form.register('lastName')}
          />
          <FormField
            id="primary-email"
            label={t('summary.email')}
            type="email"
            autoComplete="email"
            error={errorText('email')}
            {...form.register('email')}
          />
          <FormField
            id="primary-phone"
            label={t('summary.phone')}
            type="tel"
            autoComplete="tel"
            error={errorText('phone')}
            {...form.register('phone')}
          />
          <NativeSelectField
            placeholderDisabled
            id="primary-country"
            label={t('summary.country')}
            placeholder={t('summary.countryPlaceholder')}
            options={countries.map((c) => ({ value: c.value, label: c.label }))}
            error={errorText('country')}
            {...form.register('country')}
          />
        </Box>
      )}
    </Box>
  );
}
