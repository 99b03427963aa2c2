import type { MessageKey } from './en.ts';

export const es: Record<MessageKey, string> = {
  generic_error: 'Ocurrió un error, por favor inténtalo de nuevo.',
  wrong_credentials: 'El correo electrónico o la contraseña no son válidos.',
  verification_link_expired: 'El enlace de verificación ha expirado. Solicita uno nuevo.',
  verification_code_invalid: 'El código de verificación no es válido.',
  user_not_found_email: 'No existe un usuario con este correo electrónico.',
  already_verified: 'Esta cuenta ya está verificada.',
  account_disabled: 'Tu cuenta ha sido deshabilitada. Comunícate con Atención a Socios.',
  account_not_verified: 'Tu cuenta aún no está verificada. Te enviamos un nuevo enlace de activación.',
  previous_app_welcome:
    '¡Te damos la bienvenida al nuevo portal de socios! Tu cuenta de la app está lista: te enviamos un enlace de activación a tu correo. Ábrelo y después inicia sesión aquí con la misma contraseña.',
  confirm_member_id: 'Confirma tu número de socio para continuar.',
  activation_link_expired: 'El enlace de activación ha expirado.',
  caps_lock_on: 'Bloq Mayús está activado.',
  legacy_user_exists: 'Ya existes en nuestra aplicación anterior. Por favor inicia sesión.',
  unauthenticated: 'No has iniciado sesión. Sigue los pasos para iniciar sesión.',
  unauthorized: 'No tienes privilegios para esta acción. Comunícate con el administrador.',
  cross_site_request: 'Esta solicitud llegó desde otro sitio y se rechazó. Usa el portal directamente.',
  not_found: 'No encontrado.',
  route_not_found: 'La dirección {{path}} no existe.',
  reservation_not_found: 'No se encontró ninguna reservación con estos datos.',
  empty_reservations: 'Aún no tienes reservaciones.',
  no_data_available: 'No hay datos disponibles.',
  no_exchange_partners: 'No hay socios de intercambio para tu membresía.',
  no_contracts: 'No hay contratos asociados a tu membresía.',
  no_payments: 'No se han realizado pagos a través del portal.',
  no_property_changed: 'No hay nada que guardar: no cambiaste ningún dato.',
  contract_status_contact:
    'Comunícate con Atención a Socios para conocer los detalles del estado de tu contrato.',
  too_many_attempts: 'Demasiados intentos. Espera {{seconds}} segundos e inténtalo de nuevo.',
  malformed_body: 'El cuerpo de la solicitud no es un JSON válido.',
  body_too_deep: 'El cuerpo de la solicitud está anidado demasiado (como máximo {{max}} niveles).',
  unsupported_media_type: 'La solicitud debe enviarse como JSON.',
  payload_too_large: 'La solicitud es demasiado grande.',
  too_many_requests: 'Demasiadas solicitudes. Vuelve a intentarlo en {{seconds}} segundos.',
  validation_characters: 'Este campo contiene caracteres no permitidos.',
  validation_type: 'Este campo tiene un tipo de valor incorrecto.',
  validation_unknown_field: 'Este campo no se acepta aquí.',
  validation_failed: 'Revisa los campos marcados.',
  session_expired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  invalid_refresh_token: 'Tu sesión ya no puede renovarse. Inicia sesión de nuevo.',
  service_unavailable: 'El servicio no está disponible por el momento. Inténtalo de nuevo en unos minutos.',
  storage_full:
    'No pudimos guardar tu cambio porque el portal se quedó sin espacio de almacenamiento. No se modificó nada; inténtalo de nuevo más tarde.',
  validation_required: 'Este campo es obligatorio.',
  validation_email: 'Ingresa un correo electrónico válido.',
  validation_password_min: 'La contraseña debe tener al menos 12 caracteres.',
  validation_password_max: 'La contraseña puede tener como máximo 128 caracteres.',
  validation_password_breached:
    'Esta contraseña aparece en listas de contraseñas filtradas de otros sitios. Elige otra.',
  validation_password_weak:
    'Esta contraseña sería fácil de adivinar. Hazla más larga o agrega palabras que solo a ti se te ocurrirían.',
  validation_password_weak_common:
    'Esta contraseña es de las más usadas, o muy parecida a una de ellas: es lo primero que se prueba en un ataque. Elige otra.',
  validation_password_weak_keyboard:
    'Esta contraseña sigue teclas que están juntas en el teclado, lo que es fácil de adivinar.',
  validation_password_weak_repeat:
    'Esta contraseña repite caracteres o grupos de caracteres, lo que es fácil de adivinar.',
  validation_password_weak_sequence:
    'Esta contraseña usa una secuencia como "abc" o "1234", lo que es fácil de adivinar.',
  validation_password_weak_dates:
    'Esta contraseña se basa en una fecha o un año reciente, lo que es fácil de adivinar.',
  validation_password_weak_words:
    'Esta contraseña es casi solo una palabra común, lo que es fácil de adivinar. Agrega más palabras o caracteres.',
  validation_password_weak_names:
    'Esta contraseña es casi solo un nombre común, lo que es fácil de adivinar.',
  validation_password_weak_personal:
    'Esta contraseña contiene tu nombre o tu correo electrónico, lo que es fácil de adivinar. Elige otra.',
  validation_password_uppercase: 'La contraseña debe contener una letra mayúscula.',
  validation_password_lowercase: 'La contraseña debe contener una letra minúscula.',
  validation_password_digit: 'La contraseña debe contener un dígito.',
  validation_password_special: 'La contraseña debe contener un carácter especial: @$!%*#?&()[]{}_-+=."\';:<>',
  validation_password_mismatch: 'Las contraseñas no coinciden.',
  validation_name_max: 'Máximo 128 caracteres.',
  validation_name_characters: 'Usa solo letras, espacios, apóstrofos, guiones y puntos después de iniciales.',
  validation_numeric: 'Solo se permiten dígitos.',
  validation_phone: 'Ingresa un teléfono válido (prefijo de país opcional, lada, de 6 a 8 dígitos).',
  validation_captcha: 'Completa la verificación.',
  validation_captcha_invalid: 'La verificación falló. Inténtalo de nuevo.',
  validation_too_long: 'Máximo {{max}} caracteres.',
  validation_invalid: 'Este valor no es válido.',
  validation_terms: 'Acepta los términos y condiciones.',
  reset_code_expired: 'Este código expiró o ya no se puede usar. Solicita uno nuevo.',
  reply_not_allowed: 'Este mensaje no admite respuesta. Escríbenos desde la página de contacto.',
  idempotency_key_invalid:
    'El encabezado Idempotency-Key debe tener de 1 a 200 letras, dígitos, guiones, guiones bajos, puntos o dos puntos.',
  idempotency_key_reused:
    'Esta Idempotency-Key ya se usó para otra solicitud distinta. Usa una clave nueva para una solicitud nueva.',
  idempotency_in_progress:
    'La primera solicitud con esta Idempotency-Key todavía se está procesando. Vuelve a intentarlo en un momento.',
  idempotency_answer_lost:
    'Esta solicitud se guardó, pero su confirmación se perdió por el camino. Recarga la página para verla; no la envíes de nuevo.',
};
