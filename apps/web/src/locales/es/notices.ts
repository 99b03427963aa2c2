import type { notices as en } from '../en/notices.ts';
import type { Translation } from '../types.ts';

export const notices: Translation<typeof en> = {
  logged_out: 'Has cerrado sesión.',
  logged_in: 'Iniciaste sesión.',
  verification_sent:
    'Si ese correo tiene una cuenta pendiente de verificar, le enviamos un nuevo enlace. Revisa tu correo.',
};
