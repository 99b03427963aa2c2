import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Profile } from '@vida/shared';
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSwitchField } from '../../../components/ui/form-switch-field.tsx';
import { MainAndSide } from '../../../components/ui/main-and-side.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { notify, resolveMessage } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { normaliseProfile, updateProfile, useProfile } from '../../../lib/profile-query.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { ChangePasswordDialog } from '../components/change-password-dialog.tsx';
import { PendingChangeNotice } from '../components/pending-change-notice.tsx';
import '../lib/register-messages.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import {
  changedFields,
  emailChanged,
  formValuesOf,
  isLanguageOnly,
  PROFILE_ERROR_FIELDS,
  type ProfileFormField,
  type ProfileFormValues,
  profileResolver,
  toRequest,
} from '../lib/profile-form.ts';
import { useEmailConfirmation } from '../lib/use-email-confirmation.ts';

const FORM_ID = 'edit-profile-form';

type ProfileTextField = 'address_line_1' | 'address_line_2' | 'email' | 'home_phone' | 'mobile_phone';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={1}
      sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Typography id={id} component="h2" variant="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const queryClient = useQueryClient();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const baseline = useMemo(() => formValuesOf(profile), [profile]);
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: profileResolver(() => baselineRef.current),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: baseline,
  });

  // A newer profile (after saving, or refetched) becomes the baseline; what the member is typing stays. Not
  // the one the form starts from: resetting to it changes nothing but re-renders the whole form at once.
  const applied = useRef(baseline);
  useEffect(() => {
    if (applied.current === baseline) return;
    applied.current = baseline;
    form.reset(baseline, { keepDirtyValues: true });
  }, [baseline, form]);

  const save = useMutation({
    mutationFn: ({ values }: { values: ProfileFormValues; changed: ProfileFormField[] }) =>
      updateProfile(toRequest(baselineRef.current, values)),
    onSuccess: async ({ data: result, message }, { changed }) => {
      const updated = normaliseProfile(result.profile);
      queryClient.setQueryData(profileKeys.all, updated);
      form.reset(formValuesOf(updated));
      if (updated.language_id !== currentLanguage()) await setLanguage(updated.language_id);
      if (isLanguageOnly(changed)) {
        // Spec section 4: a language-only change reloads the profile with no message.
        await queryClient.invalidateQueries({ queryKey: profileKeys.all });
        return;
      }
      notify('success', message);
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.code === 'no_property_changed') {
        notify('warning', error.message || 'no_property_changed');
        return;
      }
      setAlert(applyServerErrors(error, form.setError, PROFILE_ERROR_FIELDS));
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    const changed = changedFields(baselineRef.current, values);
    if (changed.length === 0) {
      notify('warning', 'no_property_changed');
      return;
    }
    save.mutate({ values, changed });
  });

  // The saved value is in the server's page too: without it a member sees empty fields until the app takes
  // over, and filling them in then re-renders the whole form in one blocking task.
  const textField = (name: ProfileTextField) => ({ ...form.register(name), defaultValue: baseline[name] });
  const { errors } = form.formState;
  const errorOf = (field: ProfileFormField) => {
    const message = errors[field]?.message;
    return message ? resolveMessage(i18n, message) : undefined;
  };
  const pendingFields = profile.pending_change?.fields ?? {};
  const waiting = (field: ProfileFormField) =>
    field in pendingFields && form.watch(field) === baseline[field] ? t('form.waiting') : undefined;
  const help = (field: ProfileFormField, text?: string) => waiting(field) ?? text;
  // Address and phones live on the club record (the API refuses them without one): a non-member is told why
  // they are not here instead of being shown fields that cannot be saved.
  const member = profile.vida_member_id !== null;

  return (
    <Box
      component="form"
      id={FORM_ID}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}
    >
      {alert ? <FormAlert severity="error">{resolveMessage(i18n, alert)}</FormAlert> : null}
      <Card id="edit-contact-title" title={t('form.contactTitle')}>
        <Typography sx={{ color: 'text.secondary', mt: -1 }}>
          {t(member ? 'form.contactNote' : 'form.contactNoteGuest')}
        </Typography>
        {profile.pending_change ? <PendingChangeNotice change={profile.pending_change} /> : null}
        {member ? (
          <>
            <FormField
              id="profile-address-1"
              label={t('form.addressLine1')}
              autoComplete="address-line1"
              error={errorOf('address_line_1')}
              help={help('address_line_1')}
              {...textField('address_line_1')}
            />
            <FormField
              id="profile-address-2"
              label={t('form.addressLine2')}
              autoComplete="address-line2"
              error={errorOf('address_line_2')}
              help={help('address_line_2')}
              {...textField('address_line_2')}
            />
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('form.membershipOnly')}</Typography>
        )}
        <FormField
          id="profile-email"
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorOf('email')}
          help={help('email')}
          {...textField('email')}
        />
        {emailChanged(baseline, form.watch()) ? (
          <PasswordField
            id="profile-current-password"
            label={t('form.currentPassword')}
            autoComplete="current-password"
            help={t('form.currentPasswordHelp')}
            error={errorOf('current_password')}
            registration={form.register('current_password')}
          />
        ) : null}
        {member ? (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              id="profile-home-phone"
              label={t('form.homePhone')}
              type="tel"
              autoComplete="tel"
              error={errorOf('home_phone')}
              help={help('home_phone', t('form.phoneHelp'))}
              {...textField('home_phone')}
            />
            <FormField
              id="profile-mobile-phone"
              label={t('form.mobilePhone')}
              type="tel"
              autoComplete="tel"
              error={errorOf('mobile_phone')}
              help={help('mobile_phone', t('form.phoneHelp'))}
              {...textField('mobile_phone')}
            />
          </Box>
        ) : null}
      </Card>
      <Card id="edit-preferences-title" title={t('form.preferencesTitle')}>
        <Controller
          control={form.control}
          name="language_id"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel
                component="legend"
                sx={{
                  fontWeight: 600,
                  color: 'text.primary',
                  mb: 1,
                  '&.Mui-focused': { color: 'text.primary' },
                }}
              >
                {t('form.language')}
              </FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              >
                {LANGUAGES.map((language) => (
                  <FormControlLabel
                    key={language}
                    value={language}
                    lang={language}
                    control={<Radio />}
                    label={t(`common:language.${language}`)}
                    sx={{ mr: 4 }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          <Box component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            {t('form.communications')}
          </Box>
          <FormSwitchField
            control={form.control}
            name="all_communications"
            strongLabel
            id="profile-all-communications"
            label={t('form.allCommunications')}
            help={t('form.allCommunicationsHelp')}
          />
          <FormSwitchField
            control={form.control}
            name="monthly_communications"
            strongLabel
            id="profile-monthly-communications"
            label={t('form.monthlyCommunications')}
            help={t('form.monthlyCommunicationsHelp')}
          />
          <FormSwitchField
            control={form.control}
            name="due_reminders"
            strongLabel
            id="profile-due-reminders"
            label={t('form.dueReminders')}
            help={t('form.dueRemindersHelp')}
          />
        </Box>
      </Card>
      {/* On a phone the hero's Save is a long scroll away: the form ends with one too (not from md up,
          where the hero's stays in view beside the short columns). */}
      {narrow ? (
        <Button type="submit" variant="contained" color="gold" size="large" fullWidth>
          {t('form.save')}
        </Button>
      ) : null}
    </Box>
  );
}

function SecurityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <Card id="edit-security-title" title={t('form.securityTitle')}>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t('form.securityText')}</Typography>
      <Box>
        <Button variant="outlined" color="ink" startIcon={<LockOutlined />} onClick={() => setOpen(true)}>
          {t('password.open')}
        </Button>
      </Box>
      <ChangePasswordDialog open={open} profile={profile} onClose={() => setOpen(false)} />
    </Card>
  );
}

/**
 * Edit Profile (spec sections 2, 4, 5): contact details (verified by customer care), language and
 * communication preferences (at once), the change-password dialog and the saved cards (read-only).
 */
export function EditProfilePage({
  SavedCards,
}: {
  /** The cards feature's list, given by the route that composes the page. */
  SavedCards: ComponentType<{ profile: Profile }>;
}) {
  const { t } = useTranslation(['account', 'pages']);
  const { data: profile } = useProfile();
  useEmailConfirmation();
  return (
    <>
      <PageHeader
        scene="account"
        width="wide"
        overline={t('overline')}
        title={t('pages:editProfile')}
        subtitle={
          profile
            ? profile.vida_member_id
              ? t('memberIdValue', { id: profile.vida_member_id })
              : t('nonMember')
            : t('form.intro')
        }
      >
        <Box
          sx={{
            mt: 3.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Button
            component={RouterLink}
            to={PATHS.myAccount}
            startIcon={<ArrowBack />}
            sx={{ color: 'common.white', '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' } }}
          >
            {t('form.back')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="contained"
            color="gold"
            size="large"
            disabled={!profile}
            sx={{ minWidth: 160 }}
          >
            {t('form.save')}
          </Button>
        </Box>
      </PageHeader>
      <PageBody width="wide">
        {profile ? (
          <MainAndSide
            main={
              // A boundary of its own: a page the server drew hydrates the form in a pass of its own, after
              // the rest of the page (React's selective hydration), so neither is one long task on a phone.
              <Suspense fallback={null}>
                <ProfileForm profile={profile} />
              </Suspense>
            }
            side={
              <>
                <SecurityCard profile={profile} />
                <Card id="edit-cards-title" title={t('cards.title')}>
                  <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t('cards.intro')}</Typography>
                  <SavedCards profile={profile} />
                </Card>
              </>
            }
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 3 }} aria-hidden="true">
            <Skeleton variant="rounded" height={420} />
            <Skeleton variant="rounded" height={200} />
          </Box>
        )}
      </PageBody>
    </>
  );
}
