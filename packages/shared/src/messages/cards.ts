/**
 * API texts of saved cards and the hosted checkout (issue 13), kept apart from the core catalogue like the
 * profile's: the API answers with them (messages/catalogue.ts), the web app loads them with the card screens.
 */
const cardsEn = {
  card_saved: 'Your card has been saved.',
  card_updated: 'Your card has been updated.',
  card_deactivated: 'Your card has been removed.',
  card_default_set: 'This card is now your default card.',
  card_not_found: 'We could not find this card.',
  card_expired: 'This card has expired. Edit it with its new expiry date first.',
  card_type_not_accepted: 'Only Visa and Mastercard cards can be saved.',
  card_checkout_too_many_attempts:
    'For your security, adding or changing cards is paused after several attempts. Please try again in {{minutes}} min.',
  reauthentication_required: 'Please confirm your password to change your cards.',
  reauthenticated: 'Password confirmed.',
  reauthentication_signed_out: 'You were signed out after too many wrong passwords. Please sign in again.',
  card_reply_invalid: 'The card provider’s answer could not be verified. Nothing was saved.',
  card_reply_unknown: 'This answer does not match a card request of yours. Nothing was saved.',
  card_reply_declined: 'The card provider did not accept the card: {{message}}',
  card_reply_unverified_page:
    'We could not verify the card provider’s answer, so nothing was recorded: no payment and no saved card.',
  card_reply_continue: 'Continue',
  hosted_payment_billing_incomplete:
    'To pay with a new card, first complete your address (street, city, country, state and postal code) in your profile.',
  hosted_payment_made: 'This payment was already made: its receipt is in your payments history.',
} as const;

export type CardMessageKey = keyof typeof cardsEn;

const cardsEs: Record<CardMessageKey, string> = {
  card_saved: 'Guardamos tu tarjeta.',
  card_updated: 'Actualizamos tu tarjeta.',
  card_deactivated: 'Eliminamos tu tarjeta.',
  card_default_set: 'Esta tarjeta es ahora tu tarjeta predeterminada.',
  card_not_found: 'No encontramos esta tarjeta.',
  card_expired: 'Esta tarjeta venció. Primero edítala con su nueva fecha de vencimiento.',
  card_type_not_accepted: 'Solo se pueden guardar tarjetas Visa y Mastercard.',
  card_checkout_too_many_attempts:
    'Por tu seguridad, agregar o cambiar tarjetas se pausa tras varios intentos. Vuelve a intentarlo en {{minutes}} min.',
  reauthentication_required: 'Confirma tu contraseña para hacer cambios en tus tarjetas.',
  reauthenticated: 'Contraseña confirmada.',
  reauthentication_signed_out:
    'Cerramos tu sesión después de demasiadas contraseñas incorrectas. Vuelve a iniciar sesión.',
  card_reply_invalid: 'No pudimos verificar la respuesta del proveedor de tarjetas. No se guardó nada.',
  card_reply_unknown: 'Esta respuesta no corresponde a ninguna solicitud tuya. No se guardó nada.',
  card_reply_declined: 'El proveedor de tarjetas no aceptó la tarjeta: {{message}}',
  card_reply_unverified_page:
    'No pudimos verificar la respuesta del proveedor de tarjetas, así que no se registró nada: ni un pago ni una tarjeta guardada.',
  card_reply_continue: 'Continuar',
  hosted_payment_billing_incomplete:
    'Para pagar con una tarjeta nueva, primero completa tu dirección (calle, ciudad, país, estado y código postal) en tu perfil.',
  hosted_payment_made: 'Este pago ya se hizo: su comprobante está en tu historial de pagos.',
} as const;

export const cardMessages = { en: cardsEn, es: cardsEs } as const;
