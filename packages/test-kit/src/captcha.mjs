// The captcha as the widget solves it, for every client that is not a browser: the API tests (through
// app.inject), the scripts' members (over HTTP). Types in captcha.d.mts.
import { solveChallenge } from 'altcha-lib';

/** @param {string} algorithm */
function keyFamily(algorithm) {
  if (algorithm.startsWith('PBKDF2')) return 'pbkdf2';
  if (algorithm.startsWith('SHA')) return 'sha';
  if (algorithm.startsWith('ARGON2')) return 'argon2id';
  return 'scrypt';
}

/**
 * Solves an ALTCHA challenge (the JSON of `GET /api/v1/captcha/challenge`) like the widget does and answers
 * the payload the widget would post as `captcha_response`.
 * @param {unknown} challengeJson
 * @returns {Promise<string>}
 */
export async function solveCaptcha(challengeJson) {
  const challenge =
    /** @type {{ parameters?: { algorithm?: unknown }, signature?: string, _version?: number }} */ (
      challengeJson ?? {}
    );
  if (typeof challenge.parameters !== 'object' || challenge.parameters === null) {
    throw new Error(`not an ALTCHA challenge: ${JSON.stringify(challengeJson)}`);
  }
  const { deriveKey } = await import(
    `altcha-lib/algorithms/${keyFamily(String(challenge.parameters.algorithm))}`
  );
  const counterMode = challenge._version === 1 ? 'string' : 'uint32';
  const solution = await solveChallenge(
    /** @type {Parameters<typeof solveChallenge>[0]} */ ({
      challenge,
      deriveKey,
      counterMode,
      timeout: 60_000,
    }),
  );
  if (!solution) throw new Error('could not solve the captcha challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
