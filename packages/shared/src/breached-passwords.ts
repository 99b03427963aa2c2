/**
 * Passwords known from breaches, refused as new passwords (issue 12). The list is large (~140,000 entries),
 * so it is not part of this package: the API installs it at start-up (apps/api/src/lib/breached-passwords.ts)
 * and the browser, which has none, leaves the check to the API. Entries are lowercase; so is the lookup, so
 * a breached password with its letters' case changed is refused too.
 */
let breached: ReadonlySet<string> | null = null;

export function installBreachedPasswords(list: ReadonlySet<string>): void {
  breached = list;
}

export function isBreachedPassword(password: string): boolean {
  return breached?.has(password.toLowerCase()) ?? false;
}
