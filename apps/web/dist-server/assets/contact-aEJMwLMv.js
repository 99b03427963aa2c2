// src/locales/en/contact.ts
/** The contact page (issue 5). */
var contact = {
	overline: "Customer care",
	subtitle: "Tell us how we can help. We answer every message within 24 hours.",
	faqLink: "Maybe your answer is already in our FAQs",
	reason: "Reason",
	reasonPlaceholder: "Choose a reason",
	phone: "Phone",
	email: "E-mail",
	message: "Message",
	messageHelp: "Up to {{max}} characters.",
	needToContactMe: "Please call me back",
	needToContactMeHelp: "Customer care will call you at the phone above.",
	send: "Send message",
	sent: "We received your message. Customer care will answer within 24 hours.",
	callUs: "Prefer to talk?",
	tollFree: "Toll-free",
	hours: "Opening hours",
	closed: "Closed"
};
export { contact };
