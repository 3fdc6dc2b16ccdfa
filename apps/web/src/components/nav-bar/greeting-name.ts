import { displayNameFor } from '@roar/contracts';
import type { TFunction } from 'i18next';
import type { UserData } from '../../stores/session-store.ts';

/**
 * The name in 'Hi, {name}!' (fallback order of docs/product/constants.md section 5); the
 * last-resort 'Admin' / 'User' words are localised.
 */
export function greetingName(
  user: UserData | null,
  options: { isAdmin: boolean; authDomain: string | undefined },
  t: TFunction,
): string {
  const hasOwnName = [user?.name?.first, user?.displayName, user?.username, user?.email].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const name = displayNameFor(user, options);
  if (hasOwnName) return name;
  return options.isAdmin ? t('nav.admin') : t('nav.user');
}
