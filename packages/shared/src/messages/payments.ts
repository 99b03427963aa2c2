/**
 * API texts of paying contracts (issue 14), kept apart from the core catalogue like the cards': the API
 * answers with them (messages/catalogue.ts), the web app loads them with the payment screens.
 */
const paymentsEn = {
  validation_amount_format: 'Enter an amount such as 1,234.50 (digits, thousands separators, two decimals).',
  validation_amount_positive: 'The amount must be greater than zero.',
  validation_amount_over_due: 'The amount is more than the total due on this contract.',
  validation_amount_over_max: 'Enter at most the total due for this payment.',
  validation_amount_full:
    'Paying in full pays the whole remaining balance. To pay part of it, choose the installments due or the months instead.',
  validation_statement_date: 'Enter a valid date.',
  validation_statement_from_after_to: 'The start date must be on or before the end date.',
  validation_statement_future: 'Choose {{date}} or an earlier day: a statement covers days that have passed.',
  validation_statement_too_long: 'A statement covers at most 5 years. Choose a shorter period.',
  validation_cvv: 'Enter the 3 or 4 digits of the security code.',
  validation_cvv_3: 'Enter the 3 digits of the security code on the back of the card.',
  validation_cvv_mismatch: 'This security code does not match the card.',
  validation_months_required: 'Choose at least one month.',
  validation_fee_type_required: 'Choose the fee to pay.',
  payment_amount_changed: 'The amount due is now {{amount}}. Please review it and pay again.',
  payment_items_changed: 'The items due on this contract have changed. Please review them and pay again.',
  payment_no_items: 'There is nothing to pay for this payment type.',
  payment_unknown_months: 'One of the chosen months is not due on this contract.',
  payment_contract_not_payable: 'This contract cannot be paid through the portal. Please call Customer Care.',
  payment_in_progress:
    'A payment for these items is being confirmed with the card provider. Please do not pay again: it will show in your payment history once confirmed.',
  payment_declined:
    'Your bank declined this payment and nothing was charged. Try another card, or call your bank to ask why.',
  payment_declined_cvv:
    'The security code does not match this card, so nothing was charged. Check the code printed on the card and pay again, or try another card.',
  payment_declined_funds:
    'The card does not have enough available funds, so nothing was charged. Try another card or a smaller amount.',
  payment_declined_expired:
    'Your bank says this card has expired, so nothing was charged. Try another card, or save your new card in Edit profile.',
  payment_declined_review:
    'Your bank held this payment as a security check, so nothing was charged. Call your bank to allow it, or try another card.',
  payment_too_many_attempts:
    'For your security, paying by card is paused after several attempts, and nothing was charged. Please try again in {{minutes}} min.',
  payment_failed:
    'The card provider could not process the payment right now, so nothing was charged. Try again in a few minutes or try another card.',
  payment_not_found_at_provider:
    'The card provider has no record of this payment, so your card was not charged. You can pay again.',
  autopay_on: 'AutoPay is on. We emailed you a confirmation.',
  autopay_card_moved: 'AutoPay now charges the card you chose. We emailed you a confirmation.',
  autopay_off: 'AutoPay is off. Nothing more will be charged automatically; we emailed you a confirmation.',
  autopay_not_on: 'AutoPay is not on for this contract.',
  autopay_consent_changed: 'The AutoPay terms have changed. Please read them again before turning it on.',
  autopay_no_instalments: 'This contract has no monthly installments left to pay automatically.',
  payment_pending:
    'Your payment is being confirmed with the card provider. Please do not pay again: it will show in your payment history, and we will email you the receipt, once it is confirmed.',
  payment_pending_storage_full:
    'Your payment was sent to the card provider, but the portal could not record the answer yet (its storage is full). It is being confirmed: please do not pay again; it will show in your payment history once confirmed.',
  payments_disabled:
    'Payments through the portal are not available at the moment. Please call Customer Care.',
  idempotency_key_required: 'This request needs an Idempotency-Key header.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
  payment_received: 'Payment received.',
  order_not_found: 'We could not find this payment.',
} as const;

export type PaymentMessageKey = keyof typeof paymentsEn;

const paymentsEs: Record<PaymentMessageKey, string> = {
  validation_amount_format: 'Escribe un monto como 1,234.50 (dígitos, separadores de miles y dos decimales).',
  validation_amount_positive: 'El monto debe ser mayor que cero.',
  validation_amount_over_due: 'El monto es mayor que el total adeudado de este contrato.',
  validation_amount_over_max: 'Escribe como máximo el total a pagar de este pago.',
  validation_amount_full:
    'Pagar el total liquida todo el saldo pendiente. Para pagar una parte, elige las mensualidades vencidas o los meses.',
  validation_statement_date: 'Ingresa una fecha válida.',
  validation_statement_from_after_to: 'La fecha de inicio debe ser igual o anterior a la fecha final.',
  validation_statement_future:
    'Elige el {{date}} o un día anterior: un estado de cuenta cubre días ya transcurridos.',
  validation_statement_too_long: 'Un estado de cuenta cubre como máximo 5 años. Elige un periodo más corto.',
  validation_cvv: 'Escribe los 3 o 4 dígitos del código de seguridad.',
  validation_cvv_3: 'Escribe los 3 dígitos del código de seguridad que está al reverso de la tarjeta.',
  validation_cvv_mismatch: 'Este código de seguridad no corresponde a la tarjeta.',
  validation_months_required: 'Elige al menos un mes.',
  validation_fee_type_required: 'Elige la cuota que vas a pagar.',
  payment_amount_changed: 'El monto a pagar ahora es {{amount}}. Revísalo y vuelve a pagar.',
  payment_items_changed: 'Los conceptos por pagar de este contrato cambiaron. Revísalos y vuelve a pagar.',
  payment_no_items: 'No hay nada por pagar en este tipo de pago.',
  payment_unknown_months: 'Uno de los meses elegidos no está pendiente en este contrato.',
  payment_contract_not_payable:
    'Este contrato no se puede pagar en el portal. Llama a Atención a Socios, por favor.',
  payment_in_progress:
    'Estamos confirmando con el proveedor de tarjetas un pago de estos conceptos. No vuelvas a pagar, por favor: aparecerá en tu historial de pagos cuando se confirme.',
  payment_declined:
    'Tu banco rechazó este pago y no se hizo ningún cargo. Intenta con otra tarjeta o llama a tu banco para saber el motivo.',
  payment_declined_cvv:
    'El código de seguridad no corresponde a esta tarjeta, así que no se hizo ningún cargo. Revisa el código impreso en la tarjeta y vuelve a pagar, o intenta con otra tarjeta.',
  payment_declined_funds:
    'La tarjeta no tiene fondos suficientes, así que no se hizo ningún cargo. Intenta con otra tarjeta o con un monto menor.',
  payment_declined_expired:
    'Tu banco indica que esta tarjeta está vencida, así que no se hizo ningún cargo. Intenta con otra tarjeta o guarda tu tarjeta nueva en Editar perfil.',
  payment_declined_review:
    'Tu banco retuvo este pago como medida de seguridad, así que no se hizo ningún cargo. Llama a tu banco para autorizarlo o intenta con otra tarjeta.',
  payment_too_many_attempts:
    'Por tu seguridad, los pagos con tarjeta se pausan tras varios intentos, y no se hizo ningún cargo. Vuelve a intentarlo en {{minutes}} min.',
  payment_failed:
    'El proveedor de tarjetas no pudo procesar el pago en este momento, así que no se hizo ningún cargo. Intenta de nuevo en unos minutos o con otra tarjeta.',
  payment_not_found_at_provider:
    'El proveedor de tarjetas no tiene registro de este pago, así que no se hizo ningún cargo a tu tarjeta. Puedes volver a pagar.',
  autopay_on: 'El pago automático está activado. Te enviamos la confirmación por correo.',
  autopay_card_moved:
    'El pago automático ahora se carga a la tarjeta que elegiste. Te enviamos la confirmación por correo.',
  autopay_off:
    'El pago automático está desactivado. Ya no se hará ningún cargo automático; te enviamos la confirmación por correo.',
  autopay_not_on: 'El pago automático no está activado en este contrato.',
  autopay_consent_changed:
    'Los términos del pago automático cambiaron. Léelos de nuevo antes de activarlo, por favor.',
  autopay_no_instalments: 'Este contrato ya no tiene mensualidades que pagar automáticamente.',
  payment_pending:
    'Estamos confirmando tu pago con el proveedor de tarjetas. No vuelvas a pagar, por favor: aparecerá en tu historial de pagos, y te enviaremos el recibo por correo, cuando se confirme.',
  payment_pending_storage_full:
    'Tu pago se envió al proveedor de tarjetas, pero el portal aún no pudo registrar la respuesta (su almacenamiento está lleno). Lo estamos confirmando: no vuelvas a pagar, por favor; aparecerá en tu historial de pagos cuando se confirme.',
  payments_disabled: 'Por ahora no se pueden hacer pagos en el portal. Llama a Atención a Socios, por favor.',
  idempotency_key_required: 'Esta solicitud necesita un encabezado Idempotency-Key.',
  idempotency_key_reused: 'Esta Idempotency-Key ya se usó para otra solicitud.',
  payment_received: 'Recibimos tu pago.',
  order_not_found: 'No encontramos este pago.',
} as const;

export const paymentMessages = { en: paymentsEn, es: paymentsEs } as const;
