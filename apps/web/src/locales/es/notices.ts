import type { notices as en } from '../en/notices.ts';
import type { Translation } from '../types.ts';

export const notices: Translation<typeof en> = {
  logged_out: 'Has cerrado sesión.',
  logged_in: 'Iniciaste sesión.',
  verification_sent:
    'Si ese correo tiene una cuenta pendiente de verificar, le enviamos un nuevo enlace. Revisa tu correo.',
  add_reservation: 'Agregar una reservación',
  request_reservation: 'Solicitar una reservación',
  language_not_saved: 'No pudimos guardar tu idioma. Inténtalo de nuevo en un momento.',
};
