/** A complete, valid sign-up body for a new member (María), as the registration form sends it. */
export function newMemberRegistration(captchaResponse: string) {
  return {
    first_name: 'María',
    last_name: 'López',
    email: 'maria.lopez@example.com',
    password: 'Sunny#Beach9',
    password_confirmation: 'Sunny#Beach9',
    mobile_phone: '+52 33 1234 5678',
    country: 'MX',
    language_id: 'es',
    terms_and_conditions: true,
    captcha_response: captchaResponse,
  };
}
