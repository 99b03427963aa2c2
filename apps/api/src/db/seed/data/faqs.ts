// Frequently asked questions about Vida Portal and the club, written for this portal; answers are simple HTML.
export const FAQS: ReadonlyArray<{
  en: { question: string; answer: string };
  es: { question: string; answer: string };
}> = [
  {
    en: {
      question: 'How do I request a stay at one of the resorts?',
      answer:
        '<p>Open <a href="/request-reservation">Request Reservation</a> from the menu, or use the search bar on your dashboard. Choose the destination, your arrival and departure dates and the number of guests, then review the summary and add your travel companions.</p>' +
        '<p>Sending the form creates a <strong>request</strong>, not a confirmed booking: our reservations team checks availability and answers within 24 hours. You can follow it in <a href="/my-reservations">My Reservations</a>.</p>',
    },
    es: {
      question: '¿Cómo solicito una estancia en alguno de los resorts?',
      answer:
        '<p>Abre <a href="/request-reservation">Solicitar reservación</a> desde el menú o usa la barra de búsqueda de tu inicio. Elige el destino, tus fechas de llegada y salida y el número de huéspedes; después revisa el resumen y agrega a tus acompañantes.</p>' +
        '<p>Al enviar el formulario creas una <strong>solicitud</strong>, no una reservación confirmada: nuestro equipo de reservaciones revisa la disponibilidad y te responde en un máximo de 24 horas. Puedes darle seguimiento en <a href="/my-reservations">Mis reservaciones</a>.</p>',
    },
  },
  {
    en: {
      question: 'I booked by phone. How do I add that reservation to my profile?',
      answer:
        '<p>Go to <a href="/add-reservation-to-profile">Add reservation to profile</a> (also available from My Reservations) and enter:</p>' +
        '<ul><li>the property</li><li>the confirmation number</li><li>the check-in date</li><li>the last name of the traveler on the reservation</li></ul>' +
        '<p>If the details match, we show you the reservation so you can verify it, and from then on it appears in <a href="/my-reservations">My Reservations</a>. If we can’t find it, check the confirmation number in your confirmation e-mail or <a href="/contact">write to us</a>.</p>',
    },
    es: {
      question: 'Reservé por teléfono. ¿Cómo agrego esa reservación a mi perfil?',
      answer:
        '<p>Entra a <a href="/add-reservation-to-profile">Agregar reservación a mi perfil</a> (también lo encuentras en Mis reservaciones) y captura:</p>' +
        '<ul><li>la propiedad</li><li>el número de confirmación</li><li>la fecha de llegada</li><li>el apellido del viajero que aparece en la reservación</li></ul>' +
        '<p>Si los datos coinciden, te mostramos la reservación para que la verifiques y a partir de ese momento aparece en <a href="/my-reservations">Mis reservaciones</a>. Si no la encontramos, revisa el número de confirmación en el correo que te enviamos o <a href="/contact">escríbenos</a>.</p>',
    },
  },
  {
    en: {
      question: 'How do I pay my maintenance or usage fee by card? Do you keep my card details?',
      answer:
        '<p>Go to <a href="/my-vida-vacations-payments">Payments</a>, pick the contract and the kind of payment (down payment, monthly payment, pay in full or other fees such as the usage fee) and enter the amount. After you confirm, you are taken to our card provider’s secure payment page to finish.</p>' +
        '<p><strong>We never see or store your full card number or security code.</strong> The card provider’s hosted page handles them. If you choose to save a card, the provider keeps it and we only keep a reference with its last four digits so you can use it again. We accept Visa and Mastercard.</p>',
    },
    es: {
      question:
        '¿Cómo pago mi cuota de mantenimiento o de uso con tarjeta? ¿Guardan los datos de mi tarjeta?',
      answer:
        '<p>Entra a <a href="/my-vida-vacations-payments">Pagos</a>, elige el contrato y el tipo de pago (enganche, mensualidad, liquidación u otras cuotas, como la cuota de uso) y escribe el monto. Al confirmar, te llevamos a la página de pago segura de nuestro proveedor de tarjetas para terminar.</p>' +
        '<p><strong>Nunca vemos ni guardamos el número completo de tu tarjeta ni su código de seguridad.</strong> La página del proveedor de tarjetas se encarga de ellos. Si decides guardar una tarjeta, el proveedor la resguarda y nosotros solo conservamos una referencia con sus últimos cuatro dígitos para que puedas volver a usarla. Aceptamos Visa y Mastercard.</p>',
    },
  },
  {
    en: {
      question: 'What do the payment statuses mean?',
      answer:
        '<ul>' +
        '<li><strong>Approved</strong>: your bank authorized the charge and the payment was applied to your contract. You can download the invoice from <a href="/my-vida-vacations-payments_history">Payments history</a>.</li>' +
        '<li><strong>Pending</strong>: the card provider is still confirming the charge. Please don’t pay again; the status updates on its own.</li>' +
        '<li><strong>Declined</strong>: your bank rejected the charge and nothing was taken from your card. Check your card details, try another card or call your bank.</li>' +
        '<li><strong>Cancelled</strong>: the payment was stopped before it was completed, so there was no charge.</li>' +
        '</ul>' +
        '<p>The number next to <strong>Payments</strong> in the menu shows how many amounts are due on your contracts.</p>',
    },
    es: {
      question: '¿Qué significa cada estatus de pago?',
      answer:
        '<ul>' +
        '<li><strong>Aprobado</strong>: tu banco autorizó el cargo y el pago se aplicó a tu contrato. Puedes descargar la factura en <a href="/my-vida-vacations-payments_history">Historial de pagos</a>.</li>' +
        '<li><strong>Pendiente</strong>: el proveedor de tarjetas todavía está confirmando el cargo. No vuelvas a pagar; el estatus se actualiza solo.</li>' +
        '<li><strong>Rechazado</strong>: tu banco rechazó el cargo y no se cobró nada a tu tarjeta. Revisa los datos de tu tarjeta, intenta con otra o comunícate con tu banco.</li>' +
        '<li><strong>Cancelado</strong>: el pago se detuvo antes de completarse, así que no hubo ningún cargo.</li>' +
        '</ul>' +
        '<p>El número junto a <strong>Pagos</strong> en el menú indica cuántos montos tienes pendientes en tus contratos.</p>',
    },
  },
  {
    en: {
      question: 'How long does customer care take to answer?',
      answer:
        '<p>We answer every message sent from <a href="/contact">Contact</a> <strong>within 24 hours</strong>. The reply arrives in <a href="/messages-center">My Messages</a>, and the bell at the top of the page shows it as unread.</p>' +
        '<p>If you ask us to contact you, an agent will call the phone number you entered in the form.</p>',
    },
    es: {
      question: '¿Cuánto tarda Atención a Socios en responder?',
      answer:
        '<p>Respondemos todos los mensajes enviados desde <a href="/contact">Contacto</a> <strong>en un máximo de 24 horas</strong>. La respuesta llega a <a href="/messages-center">Mis mensajes</a> y la campana de la parte superior te la muestra como no leída.</p>' +
        '<p>Si nos pides que te contactemos, un agente te llamará al teléfono que escribiste en el formulario.</p>',
    },
  },
  {
    en: {
      question: 'Why does an agent verify some changes to my profile?',
      answer:
        '<p>Your membership data (such as your name, address and phone numbers) is also part of your contract records. To protect your membership from changes made by someone else, an agent reviews these changes before they are applied, which takes <strong>1 to 3 days</strong>.</p>' +
        '<p>Your language and communication preferences apply right away.</p>',
    },
    es: {
      question: '¿Por qué un agente verifica algunos cambios de mi perfil?',
      answer:
        '<p>Los datos de tu membresía (como tu nombre, dirección y teléfonos) también forman parte de los registros de tu contrato. Para proteger tu membresía de cambios hechos por otra persona, un agente revisa estos cambios antes de aplicarlos, lo cual tarda de <strong>1 a 3 días</strong>.</p>' +
        '<p>Tus preferencias de idioma y de comunicación se aplican de inmediato.</p>',
    },
  },
  {
    en: {
      question: 'How do I change the language of the portal?',
      answer:
        '<p>Use the <strong>EN / ES</strong> selector at the top of the page or the language option in the menu; the portal switches right away.</p>' +
        '<p>To keep that language every time you sign in, choose it in <a href="/edit-profile">Edit profile</a> and save.</p>',
    },
    es: {
      question: '¿Cómo cambio el idioma del portal?',
      answer:
        '<p>Usa el selector <strong>EN / ES</strong> en la parte superior de la página o la opción de idioma del menú; el portal cambia al instante.</p>' +
        '<p>Para conservar ese idioma cada vez que inicies sesión, elígelo en <a href="/edit-profile">Editar perfil</a> y guarda los cambios.</p>',
    },
  },
  {
    en: {
      question: 'How do exchanges work?',
      answer:
        '<p>You can trade the time in your membership for stays at other resorts around the world through our exchange partners:</p>' +
        '<ul><li>RCI</li><li>Interval International</li><li>San Francisco Exchange</li><li>ThirdHome</li></ul>' +
        '<p>In general, you deposit a week of your membership with the partner and use it to book another destination in its network. Each partner has its own membership, rules and fees. The <a href="/exchanges">Exchanges</a> page shows the partners available with your type of membership and a link to each partner’s website.</p>',
    },
    es: {
      question: '¿Cómo funcionan los intercambios?',
      answer:
        '<p>Puedes intercambiar el tiempo de tu membresía por estancias en otros resorts del mundo a través de nuestros socios de intercambio:</p>' +
        '<ul><li>RCI</li><li>Interval International</li><li>San Francisco Exchange</li><li>ThirdHome</li></ul>' +
        '<p>En general, depositas una semana de tu membresía con el socio de intercambio y la usas para reservar otro destino de su red. Cada socio tiene su propia membresía, reglas y cuotas. En la página <a href="/exchanges">Intercambios</a> ves los socios disponibles para tu tipo de membresía y un enlace al sitio web de cada uno.</p>',
    },
  },
  {
    en: {
      question: 'I am not a member yet. What can I do in the portal?',
      answer:
        '<p>With a portal account you can:</p>' +
        '<ul><li>request a stay at our resorts by entering your contact details in the <a href="/request-reservation">reservation form</a></li><li>write to customer care from <a href="/contact">Contact</a></li><li>read about the club, its destinations and its benefits</li></ul>' +
        '<p>Contracts, payments and other member services appear once your account is linked to a member number. If you already have a membership, <a href="/contact">write to us</a> with your contract number and we will link it.</p>',
    },
    es: {
      question: 'Todavía no soy socio. ¿Qué puedo hacer en el portal?',
      answer:
        '<p>Con una cuenta del portal puedes:</p>' +
        '<ul><li>solicitar una estancia en nuestros resorts capturando tus datos de contacto en el <a href="/request-reservation">formulario de reservación</a></li><li>escribir a Atención a Socios desde <a href="/contact">Contacto</a></li><li>conocer el club, sus destinos y sus beneficios</li></ul>' +
        '<p>Los contratos, pagos y demás servicios para socios aparecen cuando tu cuenta está vinculada a un número de socio. Si ya tienes una membresía, <a href="/contact">escríbenos</a> con tu número de contrato y la vinculamos.</p>',
    },
  },
  {
    en: {
      question: 'What are the customer care hours?',
      answer:
        '<ul><li><strong>Monday to Friday:</strong> 9 AM to 8 PM CST</li><li><strong>Saturday:</strong> 9 AM to 6 PM CST</li><li><strong>Sunday:</strong> closed</li></ul>' +
        '<p>You can write to us from <a href="/contact">Contact</a> at any time; the toll-free phone number is on that page too.</p>',
    },
    es: {
      question: '¿Cuál es el horario de Atención a Socios?',
      answer:
        '<ul><li><strong>Lunes a viernes:</strong> de 9 a. m. a 8 p. m. (hora del centro, CST)</li><li><strong>Sábado:</strong> de 9 a. m. a 6 p. m. (hora del centro, CST)</li><li><strong>Domingo:</strong> cerrado</li></ul>' +
        '<p>Puedes escribirnos desde <a href="/contact">Contacto</a> en cualquier momento; ahí también encuentras nuestro teléfono sin costo.</p>',
    },
  },
  {
    en: {
      question: 'How do I reset my password?',
      answer:
        '<p>On the sign-in page, choose <a href="/forgot-password">Forgot your password?</a> and enter the e-mail of your account. We send you a link to choose a new password of at least 8 characters. If the link has expired, simply request a new one.</p>' +
        '<p><strong>Good to know:</strong> the new password also replaces the one you used to sign in to our previous mobile app.</p>',
    },
    es: {
      question: '¿Cómo restablezco mi contraseña?',
      answer:
        '<p>En la página de inicio de sesión, elige <a href="/forgot-password">¿Olvidaste tu contraseña?</a> y escribe el correo de tu cuenta. Te enviamos un enlace para que elijas una contraseña nueva de al menos 8 caracteres. Si el enlace ya venció, solo pide uno nuevo.</p>' +
        '<p><strong>Toma en cuenta:</strong> la contraseña nueva también reemplaza la que usabas para entrar a nuestra app móvil anterior.</p>',
    },
  },
];
