import type { Db } from '@roar/db';

/**
 * Call after creating, ending or changing memberships (or the grade / language) of users, inside
 * the same transaction: it brings their assignments in line with the administrations assigned to
 * their current organisations (new ones materialised, unstarted ones of organisations they left
 * removed, optional flags re-evaluated). Implemented by the assignments module.
 */
export async function afterMembershipChange(
  tx: Db,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  void tx;
  void userIds;
  void now;
}
