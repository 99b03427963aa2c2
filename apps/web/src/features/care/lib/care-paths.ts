/** Where the desk lives in the SPA. Member pages never link here; staff reach it by its address. */
export const CARE_PATHS = {
  login: '/care/login',
  setPassword: '/care/set-password',
  inbox: '/care',
  profileChanges: '/care/profile-changes',
  stayRequests: '/care/stay-requests',
  stayChanges: '/care/stay-changes',
  members: '/care/members',
  audit: '/care/audit',
} as const;

export const memberPath = (userId: number) => `${CARE_PATHS.members}/${userId}`;
