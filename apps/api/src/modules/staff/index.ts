/** What other modules may use of the staff module: the signed-in staff member and the audit log. */
export { type Actor, listAudit, recordAudit } from './audit.ts';
export { type AuthStaff, currentStaff, type StaffGuards } from './staff-guard.ts';
