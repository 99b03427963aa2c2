/**
 * The password-strength estimator in the browser: the same zxcvbn-ts, dictionaries and settings as the API
 * (packages/shared/src/password-strength.ts), so the meter agrees with the server's answer. Only the forms
 * that set a password import this module; the estimator's code and dictionaries (fetched JSON files,
 * scripts/vite/password-dictionaries.ts) load when their meter first shows. The forms pass
 * `browserPasswordChecks` to the shared schemas: once the estimator has loaded they refuse weak passwords
 * too, before that the API's answer names the field.
 */

import { DICTIONARY_URLS } from 'virtual:password-dictionaries';
import { PASSWORD_ESTIMATOR_OPTIONS, type PasswordChecks, type PasswordEstimator } from '@vida/shared';

type Pack = {
  dictionary: Record<string, string[]>;
  graphs?: Record<string, Record<string, (string | null)[]>>;
};

let loaded: PasswordEstimator | null = null;
let loading: Promise<void> | null = null;

/** What a form in this browser can check a new password against: the estimator, once it has loaded. */
export const browserPasswordChecks: PasswordChecks = {
  estimator: (password, userInputs) => (loaded ? loaded(password, userInputs) : null),
};

export function passwordEstimatorLoaded(): boolean {
  return loaded !== null;
}

async function fetchPack(url: string): Promise<Pack> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`password dictionary: HTTP ${response.status}`);
  return (await response.json()) as Pack;
}

/** Loads the estimator once; a failed load may be tried again. */
export function loadPasswordEstimator(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
      import('@zxcvbn-ts/core'),
      fetchPack(DICTIONARY_URLS.common),
      fetchPack(DICTIONARY_URLS.en),
      fetchPack(DICTIONARY_URLS.es),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      ...PASSWORD_ESTIMATOR_OPTIONS,
      dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
      ...(common.graphs ? { graphs: common.graphs } : {}),
    });
    loaded = (password, userInputs) => {
      const result = zxcvbn.check(password, [...userInputs]);
      return { score: result.score, warning: result.feedback.warning };
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
