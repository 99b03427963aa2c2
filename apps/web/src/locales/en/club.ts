/** Texts of the club screens (issue 4). */
export const club = {
  title: 'club',
};
