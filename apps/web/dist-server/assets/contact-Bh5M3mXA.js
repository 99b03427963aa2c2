// src/locales/es/contact.ts
var contact = {
	overline: "Atención a Socios",
	subtitle: "Cuéntanos cómo podemos ayudarte. Respondemos cada mensaje en menos de 24 horas.",
	faqLink: "Quizá tu respuesta ya está en nuestras preguntas frecuentes",
	reason: "Motivo",
	reasonPlaceholder: "Elige un motivo",
	phone: "Teléfono",
	email: "Correo electrónico",
	message: "Mensaje",
	messageHelp: "Hasta {{max}} caracteres.",
	needToContactMe: "Quiero que me llamen",
	needToContactMeHelp: "Atención a Socios te llamará al teléfono indicado.",
	send: "Enviar mensaje",
	sent: "Recibimos tu mensaje. Atención a Socios te responderá en menos de 24 horas.",
	callUs: "¿Prefieres llamarnos?",
	tollFree: "Sin costo",
	hours: "Horario de atención",
	closed: "Cerrado"
};
export { contact };
