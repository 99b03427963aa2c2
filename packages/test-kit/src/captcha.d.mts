/** Solves an ALTCHA challenge like the widget does; answers the `captcha_response` the widget would post. */
export function solveCaptcha(challengeJson: unknown): Promise<string>;
