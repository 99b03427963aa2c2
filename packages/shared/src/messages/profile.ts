/**
 * API and validation texts of My Account and Edit Profile, kept apart from the core catalogue (decision
 * 005): the API answers with them (messages/catalogue.ts), the web app loads them with the edit-profile screen.
 */
const profileEn = {
  profile_updated: 'Your profile has been updated.',
  profile_updated_pending:
    'Your profile has been updated. Customer Care will verify the changes within 1–3 days.',
  profile_email_confirmation_sent: 'We sent a confirmation link to {{email}}.',
  profile_member_only: 'Only club members can change this information. Please contact Customer Care.',
  validation_current_password: 'The current password is not correct.',
  validation_address_min: 'The address must have at least 8 characters.',
  validation_address_format: 'The address must contain a letter and a digit.',
  email_confirmation_invalid: 'This confirmation link is not valid.',
  email_confirmation_expired: 'This confirmation link has expired. We sent a new link to {{email}}.',
  email_confirmed: 'Your new e-mail address is confirmed. Customer Care will apply it within 1–3 days.',
} as const;

export type ProfileMessageKey = keyof typeof profileEn;

const profileEs: Record<ProfileMessageKey, string> = {
  profile_updated: 'Tu perfil se actualizó.',
  profile_updated_pending:
    'Tu perfil se actualizó. Atención a Socios verificará los cambios en un plazo de 1 a 3 días.',
  profile_email_confirmation_sent: 'Enviamos un enlace de confirmación a {{email}}.',
  profile_member_only: 'Solo los socios del club pueden cambiar este dato. Comunícate con Atención a Socios.',
  validation_current_password: 'La contraseña actual no es correcta.',
  validation_address_min: 'La dirección debe tener al menos 8 caracteres.',
  validation_address_format: 'La dirección debe contener una letra y un número.',
  email_confirmation_invalid: 'Este enlace de confirmación no es válido.',
  email_confirmation_expired: 'Este enlace de confirmación expiró. Enviamos un enlace nuevo a {{email}}.',
  email_confirmed:
    'Confirmaste tu nuevo correo electrónico. Atención a Socios lo aplicará en un plazo de 1 a 3 días.',
};

export const profileMessages = { en: profileEn, es: profileEs } as const;
