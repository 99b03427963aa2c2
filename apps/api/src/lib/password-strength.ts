import { installPasswordEstimator, PASSWORD_ESTIMATOR_OPTIONS } from '@vida/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';

/**
 * The password-strength estimator the shared password rule asks (README, Security): zxcvbn-ts with its
 * common, English and Spanish dictionaries. Decompressing and ranking them takes a few hundred
 * milliseconds and ~50 MB, so it is built once per process; a check then costs milliseconds.
 */
let installed = false;

export function installPasswordStrength(): void {
  if (installed) return;
  const zxcvbn = new ZxcvbnFactory({
    ...PASSWORD_ESTIMATOR_OPTIONS,
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
  });
  installPasswordEstimator((password, userInputs) => {
    const result = zxcvbn.check(password, [...userInputs]);
    return { score: result.score, warning: result.feedback.warning };
  });
  installed = true;
}
