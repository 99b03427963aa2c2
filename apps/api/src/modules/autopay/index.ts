// The AutoPay module's public entry: app.ts composes it; reminders (the scheduler's jobs) ask which
// instalments it charges.

export { autopayJob } from './autopay.job.ts';
export { createAutoPayRepo } from './autopay.repo.ts';
export { autopayRoutes } from './autopay.routes.ts';
export { type AutoPayService, createAutoPayService } from './autopay.service.ts';
export { createAutoPayMails } from './autopay-mails.ts';
export { AUTOPAY_RETRY_DAYS, type AutoPayRunResult, runAutoPay } from './autopay-run.ts';
export { autoPayContracts, autopayItems } from './on-autopay.ts';
