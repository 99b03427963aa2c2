/**
 * How guessable a new password is (issue 23: "Password123!" met every character rule). The estimator is
 * zxcvbn-ts with its common, English and Spanish dictionaries, several megabytes: like the breached list it
 * is not part of this package: the API builds one at start-up (apps/api/src/lib/password-checks.ts) and the
 * forms that set a password load the same one (apps/web/src/lib/password-estimator.ts), and each passes it
 * to the rules that rate (`PasswordChecks`). Where there is none yet the check passes and the API's answer
 * names the field.
 */

/** zxcvbn's score: 0 (guessed within 10^3 tries) to 4 (more than 10^10). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordEstimate {
  score: PasswordScore;
  /** zxcvbn's untranslated warning key (`common`, `keyPattern`, …), or null. */
  warning: string | null;
}

/** Rates a password; null when it cannot (yet): the browser's dictionaries are still loading. */
export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate | null;

/**
 * Score 3 is zxcvbn's "safely unguessable: moderate protection from an offline slow-hash scenario"
 * (more than 10^8 guesses); the portal stores argon2 hashes, so that is the attack it has to survive.
 */
export const PASSWORD_MIN_SCORE: PasswordScore = 3;

/**
 * The estimator's settings, the same in the API and the browser so the meter agrees with the server's
 * answer. zxcvbn tries every leet-speak reading of a password and scans every substring against its
 * dictionaries, which grows fast with length: the reset route rates a password before it knows whether
 * its token is good, so a 128-character one must not hold the API's thread for long. Measured on the
 * 2-core CI machine under load: with these settings a check takes 8-20 ms and a crafted 128-character one
 * ~30 ms (250 ms with 4 substitutions over 64 characters). Two substitutions still refuse "P@ssw0rd2026!";
 * past 32 characters the rest is not rated (a password that long and strong so far is strong).
 */
export const PASSWORD_ESTIMATOR_OPTIONS = { l33tMaxSubstitutions: 2, maxLength: 32 } as const;

/**
 * zxcvbn's warnings, told in our own words (messages/*.ts), so the member reads why in their language and
 * the texts do not change when the library's English does.
 */
const WARNING_KEYS = {
  straightRow: 'validation_password_weak_keyboard',
  keyPattern: 'validation_password_weak_keyboard',
  simpleRepeat: 'validation_password_weak_repeat',
  extendedRepeat: 'validation_password_weak_repeat',
  sequences: 'validation_password_weak_sequence',
  recentYears: 'validation_password_weak_dates',
  dates: 'validation_password_weak_dates',
  topTen: 'validation_password_weak_common',
  topHundred: 'validation_password_weak_common',
  common: 'validation_password_weak_common',
  similarToCommon: 'validation_password_weak_common',
  pwned: 'validation_password_weak_common',
  wordByItself: 'validation_password_weak_words',
  namesByThemselves: 'validation_password_weak_names',
  commonNames: 'validation_password_weak_names',
  userInputs: 'validation_password_weak_personal',
} as const;

export type PasswordWeakKey = (typeof WARNING_KEYS)[keyof typeof WARNING_KEYS] | 'validation_password_weak';

/** The message key saying why a password is too guessable, from an estimate that is. */
export function weakPasswordKey(estimate: PasswordEstimate): PasswordWeakKey {
  const warning = estimate.warning;
  return warning !== null && Object.hasOwn(WARNING_KEYS, warning)
    ? WARNING_KEYS[warning as keyof typeof WARNING_KEYS]
    : 'validation_password_weak';
}

/**
 * Why the password is too guessable, or null when it is not (or there is no estimator to ask). `userInputs`
 * are what the member told us about themselves (names, e-mail): a password built on them is weaker.
 */
export function passwordWeakness(
  estimator: PasswordEstimator | undefined,
  password: string,
  userInputs: readonly string[] = [],
): PasswordWeakKey | null {
  const estimate = estimator?.(password, userInputs) ?? null;
  return estimate && estimate.score < PASSWORD_MIN_SCORE ? weakPasswordKey(estimate) : null;
}
