/** What the display-name fallback needs of a user (docs/product/constants.md section 5). */
export interface DisplayNameSource {
  name?: { first?: string | null } | null;
  displayName?: string | null;
  username?: string | null;
  email?: string | null;
}

/**
 * The name to greet a user with: first name, display name, username, email (with the domain
 * stripped when it is the product's own auth domain), then 'Admin' for admins or 'User'.
 * The last two are returned as keys ('Admin' | 'User') for the caller to localise.
 */
export function displayNameFor(
  user: DisplayNameSource | null | undefined,
  options: { isAdmin: boolean; authDomain?: string },
): string {
  const candidates = [user?.name?.first, user?.displayName, user?.username];
  const found = candidates.find((value) => value && value.trim());
  if (found) return found.trim();
  const email = user?.email?.trim();
  if (email) {
    const at = email.lastIndexOf('@');
    const domain = at >= 0 ? email.slice(at + 1).toLowerCase() : '';
    const ownDomain = options.authDomain?.toLowerCase();
    return ownDomain && domain === ownDomain ? email.slice(0, at) : email;
  }
  return options.isAdmin ? 'Admin' : 'User';
}
