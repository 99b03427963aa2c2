/**
 * The password-strength estimator in the browser: the same zxcvbn-ts, dictionaries and settings as the API
 * (packages/shared/src/password-strength.ts), so the meter agrees with the server's answer. Only the forms
 * that set a password import this module (dynamically); the dictionaries come as fetched JSON files
 * (scripts/vite/password-dictionaries.ts). Once loaded, the shared password rule refuses weak passwords
 * in the form too.
 */

import { DICTIONARY_URLS } from 'virtual:password-dictionaries';
import {
  installPasswordEstimator,
  PASSWORD_ESTIMATOR_OPTIONS,
  passwordEstimatorInstalled,
} from '@vida/shared';

type Pack = {
  dictionary: Record<string, string[]>;
  graphs?: Record<string, Record<string, (string | null)[]>>;
};

let loading: Promise<void> | null = null;

async function fetchPack(url: string): Promise<Pack> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`password dictionary: HTTP ${response.status}`);
  return (await response.json()) as Pack;
}

/** Loads and installs the estimator once; a failed load may be tried again. */
export function loadPasswordEstimator(): Promise<void> {
  if (passwordEstimatorInstalled()) return Promise.resolve();
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
    installPasswordEstimator((password, userInputs) => {
      const result = zxcvbn.check(password, [...userInputs]);
      return { score: result.score, warning: result.feedback.warning };
    });
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
