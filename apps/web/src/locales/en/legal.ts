/** Texts of the legal screens (issue 4). */
export const legal = {
  title: 'legal',
};
