import { CaptchaField } from '../features/auth/components/captcha-field.tsx';
import { CareLoginPage } from '../features/care/pages/care-login-page.tsx';

/** The desk's sign-in with the members' captcha widget (composed here: features never import each other). */
export function CareLoginRoute() {
  return <CareLoginPage Captcha={CaptchaField} />;
}
