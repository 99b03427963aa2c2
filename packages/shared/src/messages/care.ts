/**
 * API and validation texts of the customer-care desk (issue 16), kept apart from the core catalogue like the
 * profile and reservation ones: the API answers with them (messages/catalogue.ts), the web app loads them with the desk.
 */
const careEn = {
  staff_only: 'This address is for Customer Care staff. Please sign in at the care desk.',
  members_only: 'This address is for members. Staff accounts cannot use it.',
  admin_only: 'Only administrators can see this.',
  staff_second_factor_required: 'Please finish signing in with your authenticator code.',
  staff_already_enrolled: 'This account already has an authenticator.',
  staff_not_enrolled: 'This account has no authenticator yet. Please set it up first.',
  staff_code_invalid: 'The code is not valid. Please try the current code from your app.',
  staff_recovery_code_invalid: 'This recovery code is not valid or has been used.',
  staff_password_link_invalid:
    'This link is not valid or has expired. Please ask an administrator for a new one.',
  staff_password_set: 'Your password is set. You can sign in now.',
  validation_totp_code: 'Enter the 6 digits your authenticator app shows.',
  validation_recovery_code: 'A recovery code has 10 letters and digits.',
  thread_changed:
    'Someone else answered or closed this conversation meanwhile. Read the latest message before you send.',
  thread_closed: 'This conversation is closed.',
  thread_not_awaiting: 'This conversation is not waiting for an answer.',
  decision_taken: 'Someone else decided this request meanwhile. Reload the list.',
  profile_change_email_unconfirmed:
    'The member has not confirmed the new e-mail yet, so this change cannot be approved.',
  profile_change_email_taken: 'The requested e-mail now belongs to another account.',
  profile_change_needs_member: 'This change needs a club record, and the account has none.',
  confirmation_number_taken: 'This confirmation number is already used by another stay.',
  stay_change_overlap:
    'The new dates overlap the member’s stay {{number}} ({{hotel}}). Decline the change or settle it with the member.',
  stay_change_too_soon:
    'The new arrival is sooner than a stay can start now. Decline the change and ask the member for other dates.',
  care_decision_saved: 'Done: the member has been notified.',
} as const;

export type CareMessageKey = keyof typeof careEn;

const careEs: Record<CareMessageKey, string> = {
  staff_only:
    'Esta dirección es para el personal de Atención a Socios. Inicia sesión en el escritorio de atención.',
  members_only: 'Esta dirección es para socios. Las cuentas del personal no pueden usarla.',
  admin_only: 'Solo los administradores pueden ver esto.',
  staff_second_factor_required: 'Termina de iniciar sesión con el código de tu app de autenticación.',
  staff_already_enrolled: 'Esta cuenta ya tiene una app de autenticación.',
  staff_not_enrolled: 'Esta cuenta aún no tiene app de autenticación. Configúrala primero.',
  staff_code_invalid: 'El código no es válido. Usa el código actual de tu app.',
  staff_recovery_code_invalid: 'Este código de recuperación no es válido o ya se usó.',
  staff_password_link_invalid: 'Este enlace no es válido o ya expiró. Pide uno nuevo a un administrador.',
  staff_password_set: 'Tu contraseña quedó guardada. Ya puedes iniciar sesión.',
  validation_totp_code: 'Ingresa los 6 dígitos que muestra tu app de autenticación.',
  validation_recovery_code: 'Un código de recuperación tiene 10 letras y números.',
  thread_changed:
    'Alguien más respondió o cerró esta conversación mientras tanto. Lee el último mensaje antes de enviar.',
  thread_closed: 'Esta conversación está cerrada.',
  thread_not_awaiting: 'Esta conversación no está esperando respuesta.',
  decision_taken: 'Alguien más resolvió esta solicitud mientras tanto. Vuelve a cargar la lista.',
  profile_change_email_unconfirmed:
    'El socio aún no confirma el nuevo correo, así que este cambio no se puede aprobar.',
  profile_change_email_taken: 'El correo solicitado ahora pertenece a otra cuenta.',
  profile_change_needs_member: 'Este cambio necesita un registro de socio y la cuenta no lo tiene.',
  confirmation_number_taken: 'Este número de confirmación ya lo usa otra estancia.',
  stay_change_overlap:
    'Las nuevas fechas se empalman con la estancia {{number}} ({{hotel}}) del socio. Rechaza el cambio o acláralo con el socio.',
  stay_change_too_soon:
    'La nueva llegada es antes de lo que hoy puede empezar una estancia. Rechaza el cambio y pide otras fechas al socio.',
  care_decision_saved: 'Listo: avisamos al socio.',
};

export const careMessages = { en: careEn, es: careEs } as const;
