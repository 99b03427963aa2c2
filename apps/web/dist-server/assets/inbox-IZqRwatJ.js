// src/locales/en/inbox.ts
/** The messages centre and a thread (issue 5). */
var inbox = {
	overline: "Your conversation with the club",
	unread_one: "You have {{count}} unread message",
	unread_other: "You have {{count}} unread messages",
	unreadNone: "You are all caught up.",
	markAll: "Mark all as read",
	markedAll: "All messages are marked as read.",
	empty: "Your inbox is calm as a lagoon: no messages yet. Questions about your stay? Write to us.",
	emptyAction: "Contact us",
	threadCount_one: "{{count}} message",
	threadCount_other: "{{count}} messages",
	unreadBadge: "Unread",
	replied: "Replied",
	from: "From {{name}}",
	types: {
		alert: "Notice",
		marketing: "Offer",
		support: "Customer care"
	},
	loadError: "We could not load your messages.",
	retry: "Try again",
	back: "Back to My Messages",
	you: "You",
	to: "To {{name}}",
	reply: "Reply",
	replyLabel: "Your reply",
	replyHelp: "Up to {{max}} characters.",
	send: "Send reply",
	sendEmpty: "Write your reply above to send it.",
	cancel: "Cancel",
	sent: "Your reply was sent. Customer care usually answers within 24 hours.",
	noReply: "This message is for your information and cannot be answered. Need help? Write to us from the contact page."
};
export { inbox };
