// The payments module's public entry: what AutoPay (modules/autopay) charges and words its mails with, and
// what reminders write money and days with, as receipts do.
export { declineReasonOf } from './decline-reasons.ts';
export type { PaymentRow } from './payments.repo.ts';
export type { PaymentsService } from './payments.service.ts';
export { cardBrand, formatDay, formatMoney } from './receipt-format.ts';
