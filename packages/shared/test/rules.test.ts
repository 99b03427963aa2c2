import { describe, expect, it } from 'vitest';
import {
  breachedPasswordCheck,
  LoginRequestSchema,
  languageFrom,
  messages,
  nameRule,
  type PasswordChecks,
  type PasswordEstimator,
  PHONE_RE,
  passwordRule,
  personalPasswordIssue,
  registerRequestSchema,
} from '../src/index.ts';

const { en, es } = messages;

const firstIssue = (value: unknown, checks: PasswordChecks = {}) => {
  const result = passwordRule(checks).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('password rule', () => {
  it.each([
    ['', 'validation_required'],
    ['Ab1#', 'validation_password_min'],
    ['Abcdefghi1#', 'validation_password_min'],
    [`Ab1#${'x'.repeat(125)}`, 'validation_password_max'],
    ['abcdefghij1#', 'validation_password_uppercase'],
    ['ABCDEFGHIJ1#', 'validation_password_lowercase'],
    ['Abcdefghijk#', 'validation_password_digit'],
    ['Abcdefghijk1', 'validation_password_special'],
    ['Abcdefghij1~', 'validation_password_special'],
  ])('%j fails with %s', (value, key) => expect(firstIssue(value)).toBe(key));

  it.each([
    'Vacation#2026',
    `Ab1#${'x'.repeat(124)}`,
    'Abcdefghij1]',
    'Abcdefghij1[',
    'Abcdefghij1-',
    "Abcdefghij1'",
    'Abcdefghij1"',
    'Abcdefghij1<',
  ])('accepts %j', (value) => expect(firstIssue(value)).toBeNull());

  it('refuses a password of the breached list it is given, whatever the case of its letters', () => {
    const checks = { isBreached: breachedPasswordCheck(new Set(['!qaz2wsx#edc'])) };
    expect(firstIssue('!QAZ2wsx#EDC')).toBeNull();
    expect(firstIssue('!QAZ2wsx#EDC', checks)).toBe('validation_password_breached');
    expect(firstIssue('!qaz2WSX#edc', checks)).toBe('validation_password_breached');
    expect(firstIssue('Vacation#2026', checks)).toBeNull();
  });

  it('checks with what each schema is given: one with a list leaves another without it alone', () => {
    const body = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      password: '!QAZ2wsx#EDC',
      password_confirmation: '!QAZ2wsx#EDC',
      mobile_phone: '5512345678',
      country: 'MX',
      language_id: 'en',
      terms_and_conditions: true,
      captcha_response: 'solved',
    };
    const withList = registerRequestSchema({ isBreached: breachedPasswordCheck(new Set(['!qaz2wsx#edc'])) });
    const without = registerRequestSchema({});
    expect(withList.safeParse(body).error?.issues.map((issue) => issue.message)).toEqual([
      'validation_password_breached',
    ]);
    expect(without.safeParse(body).success).toBe(true);
  });
});

describe('password strength', () => {
  /** A stand-in for zxcvbn: guessable when the password holds "password" or one of the user inputs. */
  const calls: string[][] = [];
  const estimator: PasswordEstimator = (password, userInputs) => {
    calls.push([password, ...userInputs]);
    const lower = password.toLowerCase();
    if (lower.includes('password')) return { score: 1, warning: 'similarToCommon' };
    if (userInputs.some((input) => lower.includes(input))) return { score: 2, warning: 'userInputs' };
    return { score: 3, warning: null };
  };

  it('refuses a guessable password that meets every other rule, naming why; rates nothing that failed one', () => {
    expect(firstIssue('Password123!')).toBeNull();
    expect(firstIssue('Password123!', { estimator })).toBe('validation_password_weak_common');
    expect(firstIssue('Vacation#2026', { estimator })).toBeNull();
    calls.length = 0;
    expect(firstIssue('password1#', { estimator })).toBe('validation_password_min');
    expect(calls).toEqual([]);
    // An estimator that cannot rate yet (the browser's, still loading) passes the password.
    expect(firstIssue('Password123!', { estimator: () => null })).toBeNull();
  });

  it('rates a password against the member’s names and e-mail, accents and case aside', () => {
    const checks = { estimator };
    expect(
      personalPasswordIssue(checks, 'Garcia#Vida2026', ['María', 'García', 'maria.garcia@example.com']),
    ).toBe('validation_password_weak_personal');
    expect(personalPasswordIssue(checks, 'Garcia#Vida2026', ['John', 'Miller', 42, null])).toBeNull();
    expect(personalPasswordIssue({}, 'Garcia#Vida2026', ['María', 'García'])).toBeNull();
  });
});

describe('phone rule', () => {
  it.each(['+52 33 1234 5678', '+1 (555) 123-4567', '5512345678', '123456', '33-1234-5678'])(
    'accepts %s',
    (v) => expect(PHONE_RE.test(v)).toBe(true),
  );
  it.each(['12345', 'phone', '+52 33 1234 5678 999', '++52 1234567'])('rejects %s', (v) =>
    expect(PHONE_RE.test(v)).toBe(false),
  );
});

describe('login request', () => {
  it('reports each missing field with a message key', () => {
    const result = LoginRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields).toEqual([
      ['email', 'validation_required'],
      ['password', 'validation_required'],
      ['captcha_response', 'validation_required'],
    ]);
  });
  it('drops an empty member id', () => {
    const parsed = LoginRequestSchema.parse({
      email: 'a@b.co',
      password: 'x',
      captcha_response: 'p',
      vida_member_id: '',
    });
    expect(parsed.vida_member_id).toBeUndefined();
  });
});

describe('catalogues', () => {
  it('have the same keys in both languages, all non-empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(es)]) expect(text.trim()).not.toBe('');
  });
  it('reads es* as Spanish and anything else as English', () => {
    expect(languageFrom('es-MX,es;q=0.9')).toBe('es');
    expect(languageFrom('en-US')).toBe('en');
    expect(languageFrom(undefined)).toBe('en');
  });
});

describe('nameRule (names are mailed to addresses members type in)', () => {
  const issues = (value: string) => {
    const result = nameRule().safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it.each(['Ana', 'José-María', 'O’Neil', "D'Angelo", 'J. R.', 'Núñez Jr.', 'Zoë', '李', 'Ngũgĩ'])(
    'takes %s',
    (name) => {
      expect(issues(name)).toEqual([]);
    },
  );

  it.each([
    'visit http://evil.example',
    'evil.example',
    'www.evil.example',
    'R2D2',
    '<b>x</b>',
    'Ana@example.com',
    '...',
    "'",
  ])('refuses %s as not a name', (name) => {
    expect(issues(name)).toEqual(['validation_name_characters']);
  });

  it('says only "required" when empty and only "too long" when too long', () => {
    expect(issues('   ')).toEqual(['validation_required']);
    expect(issues('a'.repeat(129))).toEqual(['validation_name_max']);
  });
});
