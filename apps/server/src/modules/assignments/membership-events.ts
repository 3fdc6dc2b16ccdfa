import { findAdministrationsConcerning, type Db } from '@roar/db';
import { today } from '../../lib/day.ts';
import { materializeAdministration } from './materialize.ts';

/**
 * Call after creating, ending or changing memberships (or the grade / language) of users, inside
 * the same transaction: it brings their assignments in line with the administrations assigned to
 * their current organisations (new ones materialised, unstarted ones of organisations they left
 * removed, optional flags re-evaluated). Only administrations not yet closed at `now` change:
 * a closed administration keeps the record of who was assigned it.
 */
export async function afterMembershipChange(
  tx: Db,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  const administrationIds = await findAdministrationsConcerning(tx, {
    userIds: users,
    day: today(now),
    now,
  });
  // Sorted by id: concurrent callers lock administrations in the same order (no deadlock).
  for (const id of administrationIds) {
    await materializeAdministration(tx, id, now, { userIds: users });
  }
}
