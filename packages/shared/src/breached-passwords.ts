/**
 * Passwords known from breaches, refused as new passwords (issue 12). The list is large (~140,000 entries),
 * so it is not part of this package: the API reads it (apps/api/src/lib/password-checks.ts) and passes this
 * check to the schemas that take a new password; the browser, which has no list, leaves it to the API.
 * Entries are lowercase; so is the lookup, so a breached password with its letters' case changed is
 * refused too.
 */
export function breachedPasswordCheck(list: ReadonlySet<string>): (password: string) => boolean {
  return (password) => list.has(password.toLowerCase());
}
