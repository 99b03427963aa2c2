/**
 * Every text the server writes itself (mails, customer care's notifications, calendar events), in US
 * English. One catalogue per language, `{{placeholders}}` and i18next plural keys (`_one`, `_other`):
 * `src/lib/texts.ts` reads them. Answers of the API (errors, success messages) live in `@vida/shared`.
 */
export const en = {
  mail: {
    footer: {
      care: 'Customer Care',
      hours: 'Opening hours',
      closed: 'closed',
      automatic: 'This message was sent automatically; please do not reply to it.',
    },
    greeting: 'Hello {{name}},',
  },
  account: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody:
      "Thank you for registering with the {{club}} members' portal. Please confirm your e-mail address to activate your account.",
    verifyAction: 'Confirm my e-mail',
    verifyExpiry:
      'The link works for {{minutes}} minutes. If it has expired, you can ask for a new one on the portal.',
    verifyIgnore: 'If you did not create an account, you can ignore this message.',
    resetSubject: 'Your password reset code',
    resetBody:
      'We received a request to reset the password of your account. Enter this verification code on the portal:',
    resetExpiry:
      'The code works once, for {{minutes}} minutes. The new password also applies to the mobile app.',
    resetIgnore:
      'If you did not ask to reset your password, ignore this message: your password stays as it is.',
    lockoutSubject: 'Wrong passwords are being tried on your account',
    lockoutBody:
      'Someone entered a wrong password for your account more than {{max}} times in the last hour, so for up to an hour we refuse further wrong passwords right away. Your own password still signs you in.',
    lockoutAdvice:
      'If it was you, sign in with your password or reset it. If it was not you, your password is safe as long as nobody knows it; consider changing it to a longer one.',
    registeredSubject: 'Someone tried to register with your e-mail address',
    registeredBody:
      "Someone tried to create a {{club}} members' portal account with this address. It already belongs to your account, so no new account was created and nothing changed.",
    registeredAdvice:
      'If it was you, sign in with your password, or reset it if you forgot it. If it was not you, you can ignore this message.',
    registeredAction: 'Sign in',
  },
  profile: {
    labels: {
      email: 'E-mail',
      address_line_1: 'Address line 1',
      address_line_2: 'Address line 2',
      home_phone: 'Home phone',
      mobile_phone: 'Mobile phone',
    },
    empty: '(empty)',
    passwordNoticeSubject: 'Your password was changed',
    passwordNoticeBody: "The password of your {{club}} members' portal account was just changed.",
    emailNoticeSubject: 'A new e-mail address was requested for your account',
    emailNoticeBody:
      "Someone signed in to your {{club}} members' portal account asked to change its e-mail address. The change waits for the new address to be confirmed and for Customer Care to verify it.",
    noticeNotYou:
      'If it was you, there is nothing to do. If it was not, call Customer Care at {{phone}} right away.',
    inUseSubject: 'Someone tried to use your e-mail address',
    inUseBody:
      "Someone asked to use this address for another account of the {{club}} members' portal. It already belongs to your account, so it stays with you and nothing changes.",
    inUseNext: 'There is nothing to do. If you have questions, call Customer Care.',
    confirmSubject: 'Confirm your new e-mail address',
    confirmBody:
      "You asked to use this address for your {{club}} members' portal account. Please confirm it: Customer Care applies the change once it is confirmed and verified, within 1–3 days.",
    confirmAction: 'Confirm my new e-mail',
    confirmExpiry:
      'The link works for {{hours}} hours, in the browser where you are signed in to the portal (if it asks you to sign in, use your current e-mail).',
    confirmIgnore:
      'If you did not ask for this change, ignore this message: your account keeps its current e-mail.',
    approvedSubject: 'Your profile changes have been applied',
    approvedBody:
      'Customer Care verified the changes you requested on {{date}} and applied them to your profile:',
    approvedEmail: 'From now on, sign in to the portal with {{email}}.',
    rejectedSubject: 'We could not apply your profile changes',
    rejectedBody:
      'Customer Care could not verify the changes you requested on {{date}}, so your profile keeps its previous data.',
    rejectedReason: 'Note from Customer Care: {{reason}}',
    rejectedNext:
      'If you still need to update your data, please call Customer Care: we will gladly help you.',
  },
  reservation: {
    ackTitle: 'We received your reservation request',
    ackBody:
      'Thank you for your request. Customer Care will review availability and answer you within 24 hours.',
    ackAction: 'See my reservations',
    confirmTitle: 'Your reservation {{number}}',
    confirmBody: 'Here is the confirmation of your stay. Show it at check-in together with an ID.',
    careTitle: 'New reservation request from {{name}}',
    careBody: 'A reservation request came in through the portal. Please answer the guest within 24 hours.',
    unitTypes: {
      studio: 'Studio',
      one_bedroom: 'One Bedroom Suite',
      two_bedroom: 'Two Bedroom Suite',
      master_room: 'Master Room',
      three_bedroom: 'Three Bedroom Residence',
      presidential: 'Presidential Suite',
    },
    labels: {
      number: 'Reservation number',
      hotel: 'Hotel',
      arrival: 'Arrival',
      departure: 'Departure',
      guests: 'Guests',
      roomType: 'Room type',
      member: 'Member ID',
      nonMember: 'Not a member',
      email: 'E-mail',
      phone: 'Phone',
      country: 'Country',
      promo: 'Promo code',
      transportation: 'Transportation',
      flexibleDates: 'Flexible dates',
      flexibleDestinations: 'Flexible destination',
      travelers: 'Additional travelers',
      child: 'child',
      yes: 'yes',
      no: 'no',
      none: 'none',
    },
    declinedTitle: 'We could not confirm your reservation request',
    declinedBody: 'We are sorry: Customer Care could not confirm the stay you requested. The request was:',
    declinedReason: 'Note from Customer Care: {{reason}}',
    declinedNext: 'You are welcome to request other dates or another destination from the portal.',
    changeConfirmedTitle: 'Your stay {{number}} was changed',
    changeConfirmedBody: 'Customer Care confirmed the change you asked for. Your stay is now:',
    cancelConfirmedTitle: 'Your stay {{number}} is canceled',
    cancelConfirmedBody: 'Customer Care canceled the stay as you asked. It was:',
    changeDeclinedTitle: 'We could not make the change to your stay {{number}}',
    cancelDeclinedTitle: 'We could not cancel your stay {{number}}',
    changeDeclinedBody: 'Customer Care could not do what you asked, so your stay remains as it was:',
    changeDeclinedNext: 'If you have questions, write to Customer Care from the portal or call them.',
    adults_one: '{{count}} adult',
    adults_other: '{{count}} adults',
    children_one: '{{count}} child',
    children_other: '{{count}} children',
  },
  care: {
    /** Who the member writes to, as the messages list names customer care. */
    careName: '{{club}} Customer Care',
    contactSubject: 'New contact message from {{name}}: {{subject}}',
    replySubject: 'New reply from {{name}}: {{subject}}',
    answerSubject: 'Customer Care answered: {{subject}}',
    answerBody:
      'Customer Care answered your message. You can read it and reply in the portal’s message center:',
    answerAction: 'Read the answer',
    staffSignature: '{{name}} · {{club}} Customer Care',
    staffAccountSubject: 'Your Customer Care desk account',
    staffAccountBody:
      'An account on the {{club}} Customer Care desk was created for you. Choose your password to start; at your first sign-in you will add the desk to an authenticator app (such as Google Authenticator or 1Password) by scanning a QR code.',
    staffAccountAction: 'Choose my password',
    staffAccountExpiry: 'The link works once, for {{hours}} hours.',
    labels: {
      member: 'Member',
      phone: 'Phone',
      email: 'E-mail',
      callBack: 'Wants to be contacted',
      yes: 'yes',
      no: 'no',
      thread: 'Thread',
    },
  },
  cards: {
    addedSubject: 'A card was saved to your account',
    updatedSubject: 'A saved card was updated',
    removedSubject: 'A saved card was removed',
    addedBody: "The card {{card}} was saved to your members' portal account.",
    updatedBody: 'The details of your saved card {{card}} were updated.',
    removedBody: 'The card {{card}} was removed from your saved cards.',
    card: '{{brand}} ending in {{last4}}',
    notYou: 'If you did not make this change, call Customer Care right away and change your password.',
  },
  payments: {
    receiptSubject: 'Payment received: {{amount}}, contract {{contract}}',
    receiptBody: 'We received your payment. Your receipt {{number}} is attached as a PDF.',
    autopayReceiptSubject: 'AutoPay: payment received: {{amount}}, contract {{contract}}',
    autopayReceiptBody:
      'AutoPay charged your saved card for the installment due. Your receipt {{number}} is attached as a PDF.',
    keep: 'Keep this message for your records.',
  },
  autopay: {
    consent:
      'I authorize {{club}} to charge my saved card, on the due date of each monthly installment of contract {{contract}} (the club’s day, Cancún time), the amount that installment then owes (now {{amount}}). Installments already overdue are not charged automatically. If my bank declines a charge, it is tried again 3 and 7 days after the due date, then stopped, and I am told each time by email. I can turn AutoPay off or choose another card at any time on Payments or on the contract; a charge already made is not undone.',
    onSubject: 'AutoPay is on for contract {{contract}}',
    onBody:
      'From today, AutoPay charges each monthly installment of contract {{contract}} to your {{card}} on its due date (Cancún time).',
    terms: 'What you agreed to (version {{version}}): {{text}}',
    howToStop:
      'To stop it or change the card, open Payments or the contract in the members’ portal at any time.',
    movedSubject: 'AutoPay now uses another card for contract {{contract}}',
    movedBody: 'AutoPay now charges the installments of contract {{contract}} to your {{card}}.',
    offSubject: 'AutoPay is off for contract {{contract}}',
    offBody:
      'AutoPay is off for contract {{contract}}: nothing more will be charged automatically. Pay your installments on Payments in the members’ portal.',
    cardRemovedBody:
      'You removed your {{card}}, which AutoPay charged for contract {{contract}}, so AutoPay is off: nothing more will be charged automatically. You can turn it on again with another card on Payments.',
    declinedSubject: 'AutoPay: the payment for contract {{contract}} was declined',
    declinedBody:
      'We could not charge {{amount}} to your {{card}} for the installment due {{due}}. {{reason}}',
    retryOn: 'AutoPay will try again on {{date}}. You can pay it yourself now instead:',
    stoppedSubject: 'AutoPay stopped for an installment of contract {{contract}}',
    stoppedBody:
      'Your bank declined the charge of {{amount}} for the installment due {{due}} of contract {{contract}} again, so AutoPay will not try it again. {{reason}}',
    payNow: 'Please pay it on Payments:',
    pay: 'Pay now',
  },
  reminders: {
    dueSubject: 'Payment due {{date}}: {{amount}}, contract {{contract}}',
    overdueSubject: 'Payment overdue: {{amount}}, contract {{contract}}',
    autopaySubject: 'AutoPay will charge {{amount}} on {{date}}, contract {{contract}}',
    dueBody: 'Your {{item}} of {{amount}} for contract {{contract}} ({{resort}}) is due on {{date}}.',
    overdueBody:
      'Your {{item}} of {{amount}} for contract {{contract}} ({{resort}}) was due on {{date}} and is now overdue. Please pay it as soon as you can.',
    autopayBody:
      'AutoPay will charge {{amount}} for your {{item}} of contract {{contract}} ({{resort}}) to your saved card on {{date}}. There is nothing you need to do.',
    paidAlready: 'If you have already paid it, thank you, and please ignore this message.',
    payAction: 'Pay now',
    viewAction: 'View your payments',
    why: 'You receive payment reminders because they are on in your communication preferences; you can turn them off in your profile.',
  },
  receipt: {
    title: 'Payment receipt',
    fileName: 'payment-receipt-{{number}}',
    paid: 'PAID',
    number: 'Receipt number',
    paidAt: 'Paid on',
    clubTime: '{{time}} (Cancún time)',
    order: 'Order',
    reference: 'Provider reference',
    member: 'Member',
    memberNumber: 'Member number',
    contract: 'Contract',
    type: 'Payment type',
    items: 'What was paid',
    concept: 'Item',
    due: 'Due',
    amount: 'Amount',
    lateFee: 'Late fee',
    closingCost: 'Closing costs',
    itemsTotal: 'Items',
    lateFeesTotal: 'Late fees',
    closingCostsTotal: 'Closing costs',
    total: 'Total paid',
    card: 'Paid with',
    cardEnding: '{{brand}} ending in {{last4}}',
    nextInstalment: 'Next installment',
    nextInstalmentValue: '{{amount}}, due {{date}}',
    noInstalment: 'No installments left on this contract',
    taxId: 'Tax ID (RFC)',
    notTaxInvoice:
      'This is a payment receipt, not a tax invoice (CFDI). To request a CFDI, contact Customer Care.',
    care: 'Customer Care',
    instalment: 'Installment',
    balance: 'Remaining balance — contract paid off',
    included: 'Included',
    lateFeesNoneCharged: 'None charged',
    partial: '{{item}} (part payment)',
    types: {
      down: 'Down Payment',
      monthly: 'Monthly Payments',
      cash_out: 'Cash Out',
      other_fees: 'Other fees',
    },
    feeTypes: {
      usage: 'Usage fee',
      renovation: 'Renovation fee',
      renewal: 'Renewal fee',
    },
  },
  statement: {
    title: 'Account statement',
    fileName: 'statement-{{contract}}-{{from}}-{{to}}',
    period: 'Period',
    periodValue: '{{from}} to {{to}}',
    issued: 'Issued',
    currency: 'Currency',
    date: 'Date',
    concept: 'Item',
    charges: 'Charges',
    payments: 'Payments',
    balance: 'Balance',
    opening: 'Opening balance on {{date}}',
    closing: 'Closing balance on {{date}}',
    chargesTotal: 'Charges in the period',
    paymentsTotal: 'Payments in the period',
    nothing: 'No charges or payments in this period.',
    paidInFull: 'Remaining balance — contract paid off',
    payment: 'Payment: {{type}}, card ending in {{last4}}',
    paymentNoCard: 'Payment: {{type}}',
    clubPayment: 'Payment recorded by the club',
    definition:
      'The balance is what has fallen due (installments, fees, late fees, down payments and closing costs, each on its due date) less what has been paid on it, each payment on its day. A negative balance is in your favor. Installments not yet due are not included.',
    pendingTitle: 'Payments being confirmed',
    pending:
      'Payments still being confirmed with the card provider are not payments yet and are not included in this statement: {{list}}.',
    pendingItem: '{{amount}} on {{date}}',
    notTaxInvoice:
      'This is an account statement, not a tax invoice (CFDI). To request a CFDI, contact Customer Care.',
  },
  calendar: {
    summary: '{{club}}: {{hotel}}',
    description: 'Reservation {{number}}\nRoom type: {{room}}\nStatus: {{status}}',
    statuses: {
      requested: 'requested',
      confirmed: 'confirmed',
      traveled: 'traveled',
      transferred: 'transferred',
      canceled: 'canceled',
      complete: 'complete',
      unknown: 'unknown',
    },
  },
};

export type Catalogue = typeof en;
