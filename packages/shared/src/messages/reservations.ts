/**
 * API and validation texts of the reservation screens, kept apart from the core catalogue: the login page
 * bundles the core texts, while these arrive with the reservation pages (the API answers with both).
 */
const reservationsEn = {
  validation_date: 'Enter a valid date.',
  validation_date_too_soon: 'Choose {{date}} or a later day.',
  validation_departure_before_arrival: 'The departure cannot be before the arrival.',
  stay_overlaps:
    'These dates overlap your stay at {{hotel}} from {{arrival}} to {{departure}} (reservation {{number}}).',
  validation_guests: 'Guests must be between 1 and 9.',
  validation_travelers_max: 'At most 8 additional travelers.',
  validation_hotel_unknown: 'Choose one of the club’s hotels.',
  validation_not_member: 'This account has no member ID: enter your contact data.',
  reservation_confirmation_sent: 'We have sent the confirmation to your e-mail.',
  reservation_cancelled: 'This reservation is canceled: there is no confirmation to send.',
  stay_change_pending:
    'This stay already has a change or cancellation waiting for Customer Care. You can ask again once they answer.',
  stay_change_closed: 'This stay can no longer be changed or canceled online.',
  stay_change_same: 'Choose other dates or another room type than the stay has now.',
  stay_cancel_too_late:
    'Stays that start within {{days}} days can only be canceled by phone: call Customer Care at {{phone}}.',
} as const;

export type ReservationMessageKey = keyof typeof reservationsEn;

const reservationsEs: Record<ReservationMessageKey, string> = {
  validation_date: 'Ingresa una fecha válida.',
  validation_date_too_soon: 'Elige el {{date}} o un día posterior.',
  validation_departure_before_arrival: 'La salida no puede ser antes de la llegada.',
  stay_overlaps:
    'Estas fechas se cruzan con tu estancia en {{hotel}} del {{arrival}} al {{departure}} (reservación {{number}}).',
  validation_guests: 'Los huéspedes deben ser entre 1 y 9.',
  validation_travelers_max: 'Máximo 8 viajeros adicionales.',
  validation_hotel_unknown: 'Elige uno de los hoteles del club.',
  validation_not_member: 'Esta cuenta no tiene número de socio: ingresa tus datos de contacto.',
  reservation_confirmation_sent: 'Te enviamos la confirmación a tu correo electrónico.',
  reservation_cancelled: 'Esta reservación está cancelada: no hay confirmación que enviar.',
  stay_change_pending:
    'Esta estancia ya tiene un cambio o una cancelación en espera de Atención a Socios. Podrás pedir otro cuando te respondan.',
  stay_change_closed: 'Esta estancia ya no se puede cambiar ni cancelar en línea.',
  stay_change_same: 'Elige otras fechas u otro tipo de habitación que los que tiene la estancia.',
  stay_cancel_too_late:
    'Las estancias que empiezan en menos de {{days}} días solo se cancelan por teléfono: llama a Atención a Socios al {{phone}}.',
};

export const reservationMessages = { en: reservationsEn, es: reservationsEs } as const;
