// @vitest-environment node
import { type Profile, ProfileSchema } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { profileOf } from '../../../test/render.tsx';
import {
  changedFields,
  formValuesOf,
  isLanguageOnly,
  type ProfileFormValues,
  profileResolver,
  toRequest,
} from './profile-form.ts';

const profile = (overrides: Record<string, unknown> = {}): Profile =>
  ProfileSchema.parse(
    profileOf({
      address_line_1: 'Av. Chapultepec 480',
      address_line_2: null,
      mobile_phone: '+52 33 1234 5678',
      home_phone: null,
      ...overrides,
    }),
  );

async function validate(initial: ProfileFormValues, values: ProfileFormValues) {
  const resolve = profileResolver(() => initial);
  const result = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('formValuesOf', () => {
  it('turns nulls into empty fields', () => {
    expect(formValuesOf(profile())).toEqual({
      address_line_1: 'Av. Chapultepec 480',
      address_line_2: '',
      email: 'ana.garcia@example.com',
      home_phone: '',
      mobile_phone: '+52 33 1234 5678',
      language_id: 'es',
      all_communications: true,
      monthly_communications: false,
      due_reminders: true,
      current_password: '',
    });
  });

  it('shows what waits for customer care instead of the stored value', () => {
    const values = formValuesOf(
      profile({
        pending_change: {
          requested_at: '2026-11-20T10:00:00.000Z',
          fields: { mobile_phone: null, email: 'ana.nueva@example.com', address_line_2: 'Depto 4' },
          email_confirmed: false,
        },
      }),
    );
    expect(values.mobile_phone).toBe('');
    expect(values.email).toBe('ana.nueva@example.com');
    expect(values.address_line_2).toBe('Depto 4');
    expect(values.address_line_1).toBe('Av. Chapultepec 480');
  });
});

describe('what counts as a change', () => {
  const initial = formValuesOf(profile());

  it('finds none when nothing (or only spacing) changed', () => {
    expect(changedFields(initial, { ...initial })).toEqual([]);
    expect(changedFields(initial, { ...initial, mobile_phone: ' +52 33 1234 5678 ' })).toEqual([]);
  });

  it('lists the changed fields; the language alone is its own case', () => {
    const changed = changedFields(initial, { ...initial, language_id: 'en' });
    expect(changed).toEqual(['language_id']);
    expect(isLanguageOnly(changed)).toBe(true);
    const both = changedFields(initial, { ...initial, language_id: 'en', home_phone: '33 3615 0000' });
    expect(both).toEqual(['home_phone', 'language_id']);
    expect(isLanguageOnly(both)).toBe(false);
  });
});

describe('toRequest', () => {
  const initial = formValuesOf(profile());

  it('always sends the preferences, and only the membership data that changed', () => {
    expect(toRequest(initial, { ...initial, language_id: 'en' })).toEqual({
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
      due_reminders: true,
    });
    expect(
      toRequest(initial, {
        ...initial,
        address_line_1: ' Calle Sol 12 ',
        mobile_phone: '',
        home_phone: '33 3615 0000',
      }),
    ).toEqual({
      language_id: 'es',
      all_communications: true,
      monthly_communications: false,
      due_reminders: true,
      address_line_1: 'Calle Sol 12',
      mobile_phone: null,
      home_phone: '33 3615 0000',
    });
  });
});

describe('profileResolver (the shared ProfileUpdateSchema)', () => {
  const initial = formValuesOf(profile());

  it('accepts a valid change', async () => {
    expect(await validate(initial, { ...initial, home_phone: '+52 33 3615 0000' })).toEqual({});
  });

  it('puts the schema’s message keys on the changed fields', async () => {
    expect(
      await validate(initial, {
        ...initial,
        address_line_1: 'Calle',
        email: 'not-an-email',
        mobile_phone: '12',
      }),
    ).toEqual({
      address_line_1: 'validation_address_min',
      email: 'validation_email',
      mobile_phone: 'validation_phone',
      current_password: 'validation_required',
    });
    expect(await validate(initial, { ...initial, address_line_1: 'Calle del Sol' })).toEqual({
      address_line_1: 'validation_address_format',
    });
  });

  it('asks for the current password when the e-mail changes, and sends it', async () => {
    const changed = { ...initial, email: 'ana.new@example.com' };
    expect(await validate(initial, changed)).toEqual({ current_password: 'validation_required' });
    expect(await validate(initial, { ...changed, current_password: 'Vacation#2026' })).toEqual({});
    expect(toRequest(initial, { ...changed, current_password: 'Vacation#2026' })).toMatchObject({
      email: 'ana.new@example.com',
      current_password: 'Vacation#2026',
    });
    expect(toRequest(initial, { ...initial, current_password: 'x' })).not.toHaveProperty('current_password');
  });

  it('does not judge stored values the member did not touch', async () => {
    const old = formValuesOf(profile({ address_line_1: 'Centro', mobile_phone: '123' }));
    expect(await validate(old, { ...old, monthly_communications: true })).toEqual({});
  });
});
