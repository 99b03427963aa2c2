/**
 * The edit-profile form's values and what it sends (spec sections 4 and 5): one place decides what counts as
 * a change, so the "no property changed" guard, the request body and the language-only case agree.
 */
import {
  type Language,
  PROFILE_PENDING_FIELDS,
  type Profile,
  type ProfilePendingField,
  type ProfileUpdateRequest,
  profileUpdateSchema,
} from '@vida/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { browserPasswordChecks } from '../../../lib/password-estimator.ts';

const ProfileUpdateSchema = profileUpdateSchema(browserPasswordChecks);

export interface ProfileFormValues {
  address_line_1: string;
  address_line_2: string;
  email: string;
  home_phone: string;
  mobile_phone: string;
  language_id: Language;
  all_communications: boolean;
  monthly_communications: boolean;
  due_reminders: boolean;
  /** Asked only when the e-mail changes (re-authentication); never part of "what changed". */
  current_password: string;
}

export type ProfileFormField = keyof ProfileFormValues;

/** The profile's own fields (what can change); the current password is not one of them. */
export const PROFILE_FORM_FIELDS: readonly ProfileFormField[] = [
  'address_line_1',
  'address_line_2',
  'email',
  'home_phone',
  'mobile_phone',
  'language_id',
  'all_communications',
  'monthly_communications',
  'due_reminders',
];

/** Where the form shows errors, the server's included. */
export const PROFILE_ERROR_FIELDS: readonly ProfileFormField[] = [...PROFILE_FORM_FIELDS, 'current_password'];

const PREFERENCE_FIELDS = [
  'language_id',
  'all_communications',
  'monthly_communications',
  'due_reminders',
] as const;

/**
 * What the form starts from: the stored profile with the values the member already asked for on top, so a
 * request waiting for customer care is neither lost from view nor sent again as "new".
 */
export function formValuesOf(profile: Profile): ProfileFormValues {
  const requested = profile.pending_change?.fields ?? {};
  const pick = (field: ProfilePendingField): string => {
    const value = field in requested ? requested[field] : profile[field];
    return value ?? '';
  };
  return {
    address_line_1: pick('address_line_1'),
    address_line_2: pick('address_line_2'),
    email: pick('email'),
    home_phone: pick('home_phone'),
    mobile_phone: pick('mobile_phone'),
    language_id: profile.language_id,
    all_communications: profile.all_communications,
    monthly_communications: profile.monthly_communications,
    due_reminders: profile.due_reminders,
    current_password: '',
  };
}

/** A new e-mail needs the current password (the API refuses it without). */
export function emailChanged(initial: ProfileFormValues, values: ProfileFormValues): boolean {
  return !same(initial.email, values.email);
}

const same = (a: string | boolean, b: string | boolean) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;

/** The fields the member changed (surrounding spaces do not count). */
export function changedFields(initial: ProfileFormValues, values: ProfileFormValues): ProfileFormField[] {
  return PROFILE_FORM_FIELDS.filter((field) => !same(initial[field], values[field]));
}

export function isLanguageOnly(changed: readonly ProfileFormField[]): boolean {
  return changed.length === 1 && changed[0] === 'language_id';
}

/**
 * The `PUT /profile` body: the preferences always (spec section 5: the flags go along, false if missing) and
 * the membership data the member changed. Unchanged membership data stays out — absent means unchanged — so
 * saving a preference never files a request for customer care again. Empty phones go as null.
 */
export function toRequest(initial: ProfileFormValues, values: ProfileFormValues): ProfileUpdateRequest {
  const body: ProfileUpdateRequest = {
    language_id: values.language_id,
    all_communications: values.all_communications === true,
    monthly_communications: values.monthly_communications === true,
    due_reminders: values.due_reminders === true,
  };
  for (const field of PROFILE_PENDING_FIELDS) {
    if (same(initial[field], values[field])) continue;
    const value = values[field].trim();
    if (field === 'address_line_1' || field === 'email') body[field] = value;
    else body[field] = value === '' ? null : value;
  }
  if (emailChanged(initial, values)) body.current_password = values.current_password;
  return body;
}

/** Spec section 9: the preferences apply at once, the rest waits for customer care. */
export function isPreference(field: ProfileFormField): boolean {
  return (PREFERENCE_FIELDS as readonly string[]).includes(field);
}

/**
 * The shared `profileUpdateSchema` as the form's resolver, applied to the body the form would send: the same
 * rules and message keys as the API, and only on what the member changed (a stored value the rules would now
 * refuse does not block saving something else).
 */
export function profileResolver(initial: () => ProfileFormValues): Resolver<ProfileFormValues> {
  return async (values) => {
    const result = ProfileUpdateSchema.safeParse(toRequest(initial(), values));
    const errors: FieldErrors<ProfileFormValues> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = PROFILE_FORM_FIELDS.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    if (emailChanged(initial(), values) && values.current_password === '') {
      errors.current_password = { type: 'required', message: 'validation_required' };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
