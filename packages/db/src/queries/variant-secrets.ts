import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { variantSecrets } from '../schema/index.ts';

/** Stores (or replaces) the sealed secret of a variant. */
export async function setVariantSecret(db: Db, variantId: string, sealed: Buffer): Promise<void> {
  await db
    .insert(variantSecrets)
    .values({ variantId, sealed })
    .onConflictDoUpdate({
      target: variantSecrets.variantId,
      set: { sealed, updatedAt: new Date() },
    });
}

/** The sealed secret of a variant, or null when it has none. */
export async function findVariantSecret(db: Db, variantId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ sealed: variantSecrets.sealed })
    .from(variantSecrets)
    .where(eq(variantSecrets.variantId, variantId));
  return row?.sealed ?? null;
}

/** The ids among `variantIds` that have a secret (listed without reading any secret). */
export async function variantsWithSecret(
  db: Db,
  variantIds: readonly string[],
): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ variantId: variantSecrets.variantId })
    .from(variantSecrets)
    .where(inArray(variantSecrets.variantId, [...variantIds]));
  return new Set(rows.map((r) => r.variantId));
}
