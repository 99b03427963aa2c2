// src/lib/query-keys.ts
/** The signed-in member's profile (lib/profile-query.ts); its counters change with messages and payments. */
var profileKeys = { all: ["profile"] };
/** The inbox: everything under `all` is refreshed when the member writes to customer care. */
var messageKeys = {
	all: ["messages"],
	lists: ["messages", "list"],
	list: (language) => [
		"messages",
		"list",
		language
	],
	thread: (id, language) => [
		"messages",
		"thread",
		id,
		language
	],
	unreadCount: ["messages", "unread-count"]
};
/** `GET /user_contracts` (the contracts page); a payment changes what is due. */
var contractKeys = { all: ["user-contracts"] };
/** The saved cards, read by the card list and the payment form. */
var cardKeys = { all: ["credit-cards"] };
export { profileKeys as i, contractKeys as n, messageKeys as r, cardKeys as t };
