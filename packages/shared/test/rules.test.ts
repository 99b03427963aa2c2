import { describe, expect, it } from 'vitest';
import {
  installBreachedPasswords,
  installPasswordEstimator,
  LoginRequestSchema,
  languageFrom,
  messages,
  nameRule,
  type PasswordEstimator,
  PHONE_RE,
  passwordRule,
  personalPasswordIssue,
} from '../src/index.ts';

const { en, es } = messages;

const firstIssue = (value: unknown) => {
  const result = passwordRule().safeParse(value);
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

  it('refuses a password of the installed breached list, whatever the case of its letters', () => {
    expect(firstIssue('!QAZ2wsx#EDC')).toBeNull();
    installBreachedPasswords(new Set(['!qaz2wsx#edc']));
    try {
      expect(firstIssue('!QAZ2wsx#EDC')).toBe('validation_password_breached');
      expect(firstIssue('!qaz2WSX#edc')).toBe('validation_password_breached');
      expect(firstIssue('Vacation#2026')).toBeNull();
    } finally {
      installBreachedPasswords(new Set());
    }
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
  // Nothing to uninstall: a score-4 estimator afterwards passes everything, as none installed did.
  const passAll: PasswordEstimator = () => ({ score: 4, warning: null });

  it('refuses a guessable password that meets every other rule, naming why; rates nothing that failed one', () => {
    expect(firstIssue('Password123!')).toBeNull();
    installPasswordEstimator(estimator);
    try {
      expect(firstIssue('Password123!')).toBe('validation_password_weak_common');
      expect(firstIssue('Vacation#2026')).toBeNull();
      calls.length = 0;
      expect(firstIssue('password1#')).toBe('validation_password_min');
      expect(calls).toEqual([]);
    } finally {
      installPasswordEstimator(passAll);
    }
  });

  it('rates a password against the member’s names and e-mail, accents and case aside', () => {
    installPasswordEstimator(estimator);
    try {
      expect(personalPasswordIssue('Garcia#Vida2026', ['María', 'García', 'maria.garcia@example.com'])).toBe(
        'validation_password_weak_personal',
      );
      expect(personalPasswordIssue('Garcia#Vida2026', ['John', 'Miller', 42, null])).toBeNull();
    } finally {
      installPasswordEstimator(passAll);
    }
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
