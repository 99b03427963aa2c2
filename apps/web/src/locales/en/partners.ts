/** Texts of the partners screens (issue 4). */
export const partners = {
  title: 'partners',
};
