// src/locales/es/inbox.ts
var inbox = {
	overline: "Tu conversación con el club",
	unread_one: "Tienes {{count}} mensaje sin leer",
	unread_other: "Tienes {{count}} mensajes sin leer",
	unreadNone: "Estás al día.",
	markAll: "Marcar todo como leído",
	markedAll: "Todos los mensajes están marcados como leídos.",
	empty: "Tu bandeja está en calma como una laguna: aún no hay mensajes. ¿Dudas sobre tu estancia? Escríbenos.",
	emptyAction: "Contáctanos",
	threadCount_one: "{{count}} mensaje",
	threadCount_other: "{{count}} mensajes",
	unreadBadge: "Sin leer",
	replied: "Respondido",
	from: "De {{name}}",
	types: {
		alert: "Aviso",
		marketing: "Promoción",
		support: "Atención a Socios"
	},
	loadError: "No pudimos cargar tus mensajes.",
	retry: "Intentar de nuevo",
	back: "Volver a Mis mensajes",
	you: "Tú",
	to: "Para {{name}}",
	reply: "Responder",
	replyLabel: "Tu respuesta",
	replyHelp: "Hasta {{max}} caracteres.",
	send: "Enviar respuesta",
	sendEmpty: "Escribe tu respuesta arriba para enviarla.",
	cancel: "Cancelar",
	sent: "Tu respuesta fue enviada. Atención a Socios suele responder en menos de 24 horas.",
	noReply: "Este mensaje es informativo y no admite respuesta. ¿Necesitas ayuda? Escríbenos desde la página de contacto."
};
export { inbox };
