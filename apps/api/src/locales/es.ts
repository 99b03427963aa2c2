import type { Catalogue } from './en.ts';

/** The Spanish (Mexico) twin of `en.ts`: the same keys, plural keys as Spanish needs them. */
export const es = {
  mail: {
    footer: {
      care: 'Atención a Socios',
      hours: 'Horario de atención',
      closed: 'cerrado',
      automatic: 'Este mensaje se envió automáticamente; por favor no lo respondas.',
    },
    greeting: 'Hola {{name}}:',
  },
  account: {
    verifySubject: 'Confirma tu correo electrónico',
    verifyBody:
      'Gracias por registrarte en el portal de socios de {{club}}. Confirma tu correo electrónico para activar tu cuenta.',
    verifyAction: 'Confirmar mi correo',
    verifyExpiry:
      'El enlace funciona durante {{minutes}} minutos. Si ya expiró, puedes pedir uno nuevo en el portal.',
    verifyIgnore: 'Si no creaste una cuenta, puedes ignorar este mensaje.',
    resetSubject: 'Tu código para restablecer la contraseña',
    resetBody:
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Ingresa este código de verificación en el portal:',
    resetExpiry:
      'El código funciona una sola vez, durante {{minutes}} minutos. La nueva contraseña también aplica a la app móvil.',
    resetIgnore: 'Si no pediste restablecer tu contraseña, ignora este mensaje: tu contraseña sigue igual.',
    lockoutSubject: 'Están probando contraseñas incorrectas en tu cuenta',
    lockoutBody:
      'Alguien ingresó una contraseña incorrecta para tu cuenta más de {{max}} veces en la última hora, así que durante hasta una hora rechazamos de inmediato las contraseñas incorrectas. Tu propia contraseña te sigue dejando entrar.',
    lockoutAdvice:
      'Si fuiste tú, inicia sesión con tu contraseña o restablécela. Si no fuiste tú, tu contraseña está segura mientras nadie la conozca; considera cambiarla por una más larga.',
    registeredSubject: 'Alguien intentó registrarse con tu correo electrónico',
    registeredBody:
      'Alguien intentó crear una cuenta del portal de socios de {{club}} con esta dirección. Ya pertenece a tu cuenta, así que no se creó ninguna cuenta nueva y nada cambió.',
    registeredAdvice:
      'Si fuiste tú, inicia sesión con tu contraseña, o restablécela si la olvidaste. Si no fuiste tú, puedes ignorar este mensaje.',
    registeredAction: 'Iniciar sesión',
  },
  profile: {
    labels: {
      email: 'Correo electrónico',
      address_line_1: 'Dirección (línea 1)',
      address_line_2: 'Dirección (línea 2)',
      home_phone: 'Teléfono de casa',
      mobile_phone: 'Teléfono celular',
    },
    empty: '(vacío)',
    passwordNoticeSubject: 'Cambiamos tu contraseña',
    passwordNoticeBody: 'Se acaba de cambiar la contraseña de tu cuenta del portal de socios de {{club}}.',
    emailNoticeSubject: 'Se pidió un nuevo correo para tu cuenta',
    emailNoticeBody:
      'Alguien con sesión iniciada en tu cuenta del portal de socios de {{club}} pidió cambiar su correo electrónico. El cambio espera a que se confirme la nueva dirección y a que Atención a Socios lo verifique.',
    noticeNotYou:
      'Si fuiste tú, no tienes que hacer nada. Si no, llama de inmediato a Atención a Socios al {{phone}}.',
    inUseSubject: 'Alguien intentó usar tu correo electrónico',
    inUseBody:
      'Alguien pidió usar esta dirección en otra cuenta del portal de socios de {{club}}. Ya pertenece a tu cuenta, así que sigue siendo tuya y nada cambia.',
    inUseNext: 'No tienes que hacer nada. Si tienes dudas, llama a Atención a Socios.',
    confirmSubject: 'Confirma tu nuevo correo electrónico',
    confirmBody:
      'Pediste usar esta dirección en tu cuenta del portal de socios de {{club}}. Confírmala: Atención a Socios aplica el cambio una vez confirmado y verificado, en un plazo de 1 a 3 días.',
    confirmAction: 'Confirmar mi nuevo correo',
    confirmExpiry:
      'El enlace funciona durante {{hours}} horas, en el navegador donde iniciaste sesión en el portal (si te pide iniciar sesión, usa tu correo actual).',
    confirmIgnore: 'Si no pediste este cambio, ignora este mensaje: tu cuenta conserva su correo actual.',
    approvedSubject: 'Aplicamos los cambios a tu perfil',
    approvedBody:
      'Atención a Socios verificó los cambios que solicitaste el {{date}} y los aplicaron a tu perfil:',
    approvedEmail: 'A partir de ahora, inicia sesión en el portal con {{email}}.',
    rejectedSubject: 'No pudimos aplicar los cambios a tu perfil',
    rejectedBody:
      'Atención a Socios no pudo verificar los cambios que solicitaste el {{date}}, por lo que tu perfil conserva sus datos anteriores.',
    rejectedReason: 'Nota de Atención a Socios: {{reason}}',
    rejectedNext: 'Si aún necesitas actualizar tus datos, llama a Atención a Socios: con gusto te ayudamos.',
  },
  reservation: {
    ackTitle: 'Recibimos tu solicitud de reservación',
    ackBody:
      'Gracias por tu solicitud. Atención a Socios revisará la disponibilidad y te responderá en un máximo de 24 horas.',
    ackAction: 'Ver mis reservaciones',
    confirmTitle: 'Tu reservación {{number}}',
    confirmBody:
      'Esta es la confirmación de tu estancia. Preséntala al registrarte junto con una identificación.',
    careTitle: 'Nueva solicitud de reservación de {{name}}',
    careBody:
      'Llegó una solicitud de reservación desde el portal. Responde al huésped en un máximo de 24 horas.',
    unitTypes: {
      studio: 'Estudio',
      one_bedroom: 'Suite de una recámara',
      two_bedroom: 'Suite de dos recámaras',
      master_room: 'Habitación principal',
      three_bedroom: 'Residencia de tres recámaras',
      presidential: 'Suite presidencial',
    },
    labels: {
      number: 'Número de reservación',
      hotel: 'Hotel',
      arrival: 'Llegada',
      departure: 'Salida',
      guests: 'Huéspedes',
      roomType: 'Tipo de habitación',
      member: 'Número de socio',
      nonMember: 'No es socio',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      country: 'País',
      promo: 'Código promocional',
      transportation: 'Transportación',
      flexibleDates: 'Fechas flexibles',
      flexibleDestinations: 'Destino flexible',
      travelers: 'Viajeros adicionales',
      child: 'menor',
      yes: 'sí',
      no: 'no',
      none: 'ninguno',
    },
    declinedTitle: 'No pudimos confirmar tu solicitud de reservación',
    declinedBody:
      'Lo sentimos: Atención a Socios no pudo confirmar la estancia que solicitaste. La solicitud era:',
    declinedReason: 'Nota de Atención a Socios: {{reason}}',
    declinedNext: 'Con gusto puedes solicitar otras fechas u otro destino desde el portal.',
    changeConfirmedTitle: 'Tu estancia {{number}} cambió',
    changeConfirmedBody: 'Atención a Socios confirmó el cambio que pediste. Tu estancia ahora es:',
    cancelConfirmedTitle: 'Tu estancia {{number}} está cancelada',
    cancelConfirmedBody: 'Atención a Socios canceló la estancia como pediste. Era:',
    changeDeclinedTitle: 'No pudimos hacer el cambio a tu estancia {{number}}',
    cancelDeclinedTitle: 'No pudimos cancelar tu estancia {{number}}',
    changeDeclinedBody:
      'Atención a Socios no pudo hacer lo que pediste, así que tu estancia sigue como estaba:',
    changeDeclinedNext: 'Si tienes dudas, escribe a Atención a Socios desde el portal o llámales.',
    adults_one: '{{count}} adulto',
    adults_many: '{{count}} adultos',
    adults_other: '{{count}} adultos',
    children_one: '{{count}} menor',
    children_many: '{{count}} menores',
    children_other: '{{count}} menores',
  },
  care: {
    careName: 'Atención a Socios {{club}}',
    contactSubject: 'Nuevo mensaje de contacto de {{name}}: {{subject}}',
    replySubject: 'Nueva respuesta de {{name}}: {{subject}}',
    answerSubject: 'Atención a Socios te respondió: {{subject}}',
    answerBody:
      'Atención a Socios respondió tu mensaje. Puedes leerlo y contestar en el centro de mensajes del portal:',
    answerAction: 'Leer la respuesta',
    staffSignature: '{{name}} · Atención a Socios {{club}}',
    staffAccountSubject: 'Tu cuenta del escritorio de Atención a Socios',
    staffAccountBody:
      'Creamos para ti una cuenta en el escritorio de Atención a Socios de {{club}}. Elige tu contraseña para empezar; al iniciar sesión por primera vez agregarás el escritorio a una app de autenticación (como Google Authenticator o 1Password) escaneando un código QR.',
    staffAccountAction: 'Elegir mi contraseña',
    staffAccountExpiry: 'El enlace funciona una sola vez, durante {{hours}} horas.',
    labels: {
      member: 'Socio',
      phone: 'Teléfono',
      email: 'Correo',
      callBack: 'Quiere que lo contacten',
      yes: 'sí',
      no: 'no',
      thread: 'Conversación',
    },
  },
  cards: {
    addedSubject: 'Se guardó una tarjeta en tu cuenta',
    updatedSubject: 'Se actualizó una tarjeta guardada',
    removedSubject: 'Se eliminó una tarjeta guardada',
    addedBody: 'La tarjeta {{card}} se guardó en tu cuenta del portal de socios.',
    updatedBody: 'Se actualizaron los datos de tu tarjeta guardada {{card}}.',
    removedBody: 'La tarjeta {{card}} se eliminó de tus tarjetas guardadas.',
    card: '{{brand}} terminada en {{last4}}',
    notYou: 'Si no hiciste este cambio, llama de inmediato a Atención a Socios y cambia tu contraseña.',
  },
  payments: {
    receiptSubject: 'Pago recibido: {{amount}}, contrato {{contract}}',
    receiptBody: 'Recibimos tu pago. Adjuntamos en PDF tu comprobante {{number}}.',
    autopayReceiptSubject: 'Pago automático: pago recibido: {{amount}}, contrato {{contract}}',
    autopayReceiptBody:
      'El pago automático cargó a tu tarjeta guardada la mensualidad que vencía. Adjuntamos en PDF tu comprobante {{number}}.',
    keep: 'Conserva este mensaje para tus registros.',
  },
  autopay: {
    consent:
      'Autorizo a {{club}} a cargar a mi tarjeta guardada, en la fecha de vencimiento de cada mensualidad del contrato {{contract}} (el día del club, hora de Cancún), el importe que esa mensualidad deba entonces (ahora {{amount}}). Las mensualidades ya vencidas no se cargan automáticamente. Si mi banco rechaza un cargo, se intenta de nuevo 3 y 7 días después del vencimiento y luego se detiene, y se me avisa cada vez por correo. Puedo desactivar el pago automático o elegir otra tarjeta en cualquier momento en Pagos o en el contrato; un cargo ya hecho no se deshace.',
    onSubject: 'El pago automático está activado para el contrato {{contract}}',
    onBody:
      'Desde hoy, el pago automático carga cada mensualidad del contrato {{contract}} a tu {{card}} en su fecha de vencimiento (hora de Cancún).',
    terms: 'Lo que aceptaste (versión {{version}}): {{text}}',
    howToStop:
      'Para detenerlo o cambiar la tarjeta, abre Pagos o el contrato en el portal de socios en cualquier momento.',
    movedSubject: 'El pago automático usa otra tarjeta para el contrato {{contract}}',
    movedBody: 'El pago automático ahora carga las mensualidades del contrato {{contract}} a tu {{card}}.',
    offSubject: 'El pago automático está desactivado para el contrato {{contract}}',
    offBody:
      'El pago automático está desactivado para el contrato {{contract}}: ya no se hará ningún cargo automático. Paga tus mensualidades en Pagos, en el portal de socios.',
    cardRemovedBody:
      'Eliminaste tu {{card}}, a la que el pago automático cargaba el contrato {{contract}}, así que el pago automático está desactivado: ya no se hará ningún cargo automático. Puedes activarlo de nuevo con otra tarjeta en Pagos.',
    declinedSubject: 'Pago automático: se rechazó el pago del contrato {{contract}}',
    declinedBody:
      'No pudimos cargar {{amount}} a tu {{card}} por la mensualidad que vence el {{due}}. {{reason}}',
    retryOn: 'El pago automático lo intentará de nuevo el {{date}}. Si prefieres, puedes pagarla tú ahora:',
    stoppedSubject: 'El pago automático se detuvo para una mensualidad del contrato {{contract}}',
    stoppedBody:
      'Tu banco volvió a rechazar el cargo de {{amount}} por la mensualidad que venció el {{due}} del contrato {{contract}}, así que el pago automático no lo intentará de nuevo. {{reason}}',
    payNow: 'Págala en Pagos, por favor:',
    pay: 'Pagar ahora',
  },
  reminders: {
    dueSubject: 'Pago con vencimiento el {{date}}: {{amount}}, contrato {{contract}}',
    overdueSubject: 'Pago vencido: {{amount}}, contrato {{contract}}',
    autopaySubject: 'AutoPay cargará {{amount}} el {{date}}, contrato {{contract}}',
    dueBody: 'Tu pago «{{item}}» de {{amount}} del contrato {{contract}} ({{resort}}) vence el {{date}}.',
    overdueBody:
      'Tu pago «{{item}}» de {{amount}} del contrato {{contract}} ({{resort}}) venció el {{date}} y está pendiente. Te pedimos pagarlo lo antes posible.',
    autopayBody:
      'AutoPay cargará {{amount}} a tu tarjeta guardada el {{date}} por tu pago «{{item}}» del contrato {{contract}} ({{resort}}). No necesitas hacer nada.',
    paidAlready: 'Si ya lo pagaste, gracias; puedes ignorar este mensaje.',
    payAction: 'Pagar ahora',
    viewAction: 'Ver tus pagos',
    why: 'Recibes recordatorios de pago porque están activados en tus preferencias de comunicación; puedes desactivarlos en tu perfil.',
  },
  receipt: {
    title: 'Comprobante de pago',
    fileName: 'comprobante-de-pago-{{number}}',
    paid: 'PAGADO',
    number: 'Número de comprobante',
    paidAt: 'Fecha de pago',
    clubTime: '{{time}} (hora de Cancún)',
    order: 'Orden',
    reference: 'Referencia del proveedor',
    member: 'Socio',
    memberNumber: 'Número de socio',
    contract: 'Contrato',
    type: 'Tipo de pago',
    items: 'Conceptos pagados',
    concept: 'Concepto',
    due: 'Vence',
    amount: 'Importe',
    lateFee: 'Recargo por atraso',
    closingCost: 'Gastos de cierre',
    itemsTotal: 'Conceptos',
    lateFeesTotal: 'Recargos por atraso',
    closingCostsTotal: 'Gastos de cierre',
    total: 'Total pagado',
    card: 'Pagado con',
    cardEnding: '{{brand}} con terminación {{last4}}',
    nextInstalment: 'Próxima mensualidad',
    nextInstalmentValue: '{{amount}}, vence el {{date}}',
    noInstalment: 'Este contrato no tiene mensualidades pendientes',
    taxId: 'RFC',
    notTaxInvoice:
      'Este es un comprobante de pago, no una factura electrónica (CFDI). Para solicitar tu CFDI, comunícate con Atención a Socios.',
    care: 'Atención a Socios',
    instalment: 'Mensualidad',
    balance: 'Saldo restante — contrato liquidado',
    included: 'Incluida',
    lateFeesNoneCharged: 'No se cobran',
    partial: '{{item}} (pago parcial)',
    types: {
      down: 'Enganche',
      monthly: 'Mensualidades',
      cash_out: 'Liquidación',
      other_fees: 'Otras cuotas',
    },
    feeTypes: {
      usage: 'Cuota de uso',
      renovation: 'Cuota de remodelación',
      renewal: 'Cuota de renovación',
    },
  },
  statement: {
    title: 'Estado de cuenta',
    fileName: 'estado-de-cuenta-{{contract}}-{{from}}-{{to}}',
    period: 'Periodo',
    periodValue: 'Del {{from}} al {{to}}',
    issued: 'Emitido',
    currency: 'Moneda',
    date: 'Fecha',
    concept: 'Concepto',
    charges: 'Cargos',
    payments: 'Pagos',
    balance: 'Saldo',
    opening: 'Saldo inicial al {{date}}',
    closing: 'Saldo final al {{date}}',
    chargesTotal: 'Cargos del periodo',
    paymentsTotal: 'Pagos del periodo',
    nothing: 'No hay cargos ni pagos en este periodo.',
    paidInFull: 'Saldo restante — contrato liquidado',
    payment: 'Pago: {{type}}, tarjeta con terminación {{last4}}',
    paymentNoCard: 'Pago: {{type}}',
    clubPayment: 'Pago registrado por el club',
    definition:
      'El saldo es lo vencido (mensualidades, cuotas, recargos por atraso, enganches y gastos de cierre, cada uno en su fecha de vencimiento) menos lo pagado, cada pago en su día. Un saldo negativo es a tu favor. No incluye las mensualidades que aún no vencen.',
    pendingTitle: 'Pagos en confirmación',
    pending:
      'Los pagos que aún se confirman con el proveedor de la tarjeta todavía no son pagos y no se incluyen en este estado de cuenta: {{list}}.',
    pendingItem: '{{amount}} el {{date}}',
    notTaxInvoice:
      'Este es un estado de cuenta, no una factura electrónica (CFDI). Para solicitar tu CFDI, comunícate con Atención a Socios.',
  },
  calendar: {
    summary: '{{club}}: {{hotel}}',
    description: 'Reservación {{number}}\nTipo de habitación: {{room}}\nEstado: {{status}}',
    statuses: {
      requested: 'solicitada',
      confirmed: 'confirmada',
      traveled: 'viajada',
      transferred: 'transferida',
      canceled: 'cancelada',
      complete: 'completa',
      unknown: 'desconocido',
    },
  },
} satisfies Omit<Catalogue, 'reservation'> & {
  reservation: Catalogue['reservation'] & { adults_many: string; children_many: string };
};
