import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { breachedPasswordCheck, PASSWORD_ESTIMATOR_OPTIONS, type PasswordChecks } from '@vida/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import { API_DIR } from './repo-root.ts';

/**
 * The breached-password list the shared password rule refuses (README, Security): one lowercase password a
 * line, sorted, gzipped (~140,000 entries, a few tens of milliseconds to read).
 */
const LIST_FILE = join(API_DIR, 'assets/breached-passwords.txt.gz');

function readBreachedList(): ReadonlySet<string> {
  const text = gunzipSync(readFileSync(LIST_FILE)).toString('utf8');
  return new Set(text.split('\n').filter((line) => line !== ''));
}

/**
 * The password-strength estimator (README, Security): zxcvbn-ts with its common, English and Spanish
 * dictionaries. Decompressing and ranking them takes a few hundred milliseconds and ~50 MB.
 */
function buildEstimator(): NonNullable<PasswordChecks['estimator']> {
  const zxcvbn = new ZxcvbnFactory({
    ...PASSWORD_ESTIMATOR_OPTIONS,
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, [...userInputs]);
    return { score: result.score, warning: result.feedback.warning };
  };
}

let loaded: PasswordChecks | undefined;

/**
 * What the API checks a new password against (the breached list and the estimator), given to the routes and
 * services that take one. Read once per process: every app a test process builds shares them.
 */
export function passwordChecks(): PasswordChecks {
  loaded ??= { isBreached: breachedPasswordCheck(readBreachedList()), estimator: buildEstimator() };
  return loaded;
}
