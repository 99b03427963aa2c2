/**
 * Signs in to a running API the way the browser does (fetches a challenge, solves the proof of work,
 * posts the login) and prints the token JSON. For manual checks and benchmarks:
 *   npx tsx apps/api/scripts/demo-login.ts [baseUrl] [email] [password] [memberId]
 */
import { solveCaptcha } from '@vida/test-kit/captcha';

const [
  baseUrl = 'http://127.0.0.1:3000',
  email = 'ana.garcia@example.com',
  password = 'Vacation#2026',
  memberId,
] = process.argv.slice(2);

const challengeResponse = await fetch(`${baseUrl}/api/v1/captcha/challenge`);
if (!challengeResponse.ok) throw new Error(`challenge: HTTP ${challengeResponse.status}`);
const started = performance.now();
const captcha = await solveCaptcha(await challengeResponse.json());
const solvedMs = Math.round(performance.now() - started);

const response = await fetch(`${baseUrl}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  body: JSON.stringify({
    email,
    password,
    captcha_response: captcha,
    ...(memberId ? { vida_member_id: memberId } : {}),
  }),
});
console.error(`captcha solved in ${solvedMs} ms; login answered ${response.status}`);
console.log(await response.text());
if (response.status !== 201) process.exitCode = 1;
