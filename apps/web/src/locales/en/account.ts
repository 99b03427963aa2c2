/** Texts of the account screens (issue 4). */
export const account = {
  title: 'account',
};
