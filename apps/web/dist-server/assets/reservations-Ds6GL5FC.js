var reservationMessages = {
	en: {
		validation_date: "Enter a valid date.",
		validation_date_too_soon: "Choose {{date}} or a later day.",
		validation_departure_before_arrival: "The departure cannot be before the arrival.",
		validation_guests: "Guests must be between 1 and 9.",
		validation_travelers_max: "At most 8 additional travelers.",
		validation_hotel_unknown: "Choose one of the club’s hotels.",
		validation_not_member: "This account has no member ID: enter your contact data.",
		reservation_confirmation_sent: "We have sent the confirmation to your e-mail.",
		reservation_cancelled: "This reservation is canceled: there is no confirmation to send."
	},
	es: {
		validation_date: "Ingresa una fecha válida.",
		validation_date_too_soon: "Elige el {{date}} o un día posterior.",
		validation_departure_before_arrival: "La salida no puede ser antes de la llegada.",
		validation_guests: "Los huéspedes deben ser entre 1 y 9.",
		validation_travelers_max: "Máximo 8 viajeros adicionales.",
		validation_hotel_unknown: "Elige uno de los hoteles del club.",
		validation_not_member: "Esta cuenta no tiene número de socio: ingresa tus datos de contacto.",
		reservation_confirmation_sent: "Te enviamos la confirmación a tu correo electrónico.",
		reservation_cancelled: "Esta reservación está cancelada: no hay confirmación que enviar."
	}
};
export { reservationMessages as t };
