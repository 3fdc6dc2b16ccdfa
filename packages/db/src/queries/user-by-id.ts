import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users, type User } from '../schema/index.ts';

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
