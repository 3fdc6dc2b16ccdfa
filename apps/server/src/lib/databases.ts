import { openMigratedDatabase, type Database } from '@roar/db';
import type { Env } from '../config/env.ts';

/**
 * The two back-end targets (docs/product/overview.md section 5): `admin` (users, organisations,
 * administrations, reports) and `app` (runs, trials, scores). They share one database unless
 * ASSESSMENT_DATABASE_URL puts the write-heavy assessment data on its own
 * (docs/decisions/003-two-targets.md).
 */
export interface Databases {
  admin: Database;
  app: Database;
  close(): Promise<void>;
}

/**
 * Opens and migrates both targets. The embedded database holds the lock of DATA_DIR until closed:
 * a second server on the same folder fails here with a message naming this one
 * (docs/decisions/023-data-directory-lock.md).
 */
export async function openDatabases(env: Env, log: (msg: string) => void): Promise<Databases> {
  const common = {
    dataDir: env.dataDir,
    owner: `ROAR server on ${env.HOST}:${env.PORT}`,
    log,
    ...(env.DATABASE_POOL_SIZE ? { poolSize: env.DATABASE_POOL_SIZE } : {}),
  };
  const admin = await openMigratedDatabase({ url: env.DATABASE_URL, ...common });
  const separate = env.ASSESSMENT_DATABASE_URL && env.ASSESSMENT_DATABASE_URL !== env.DATABASE_URL;
  const app = separate
    ? await openMigratedDatabase({ url: env.ASSESSMENT_DATABASE_URL, ...common }).catch(
        async (err: unknown) => {
          await admin.close();
          throw err;
        },
      )
    : admin;
  return {
    admin,
    app,
    async close() {
      await Promise.all([admin.close(), app === admin ? undefined : app.close()]);
    },
  };
}

/** Both targets on one already-open database (tests). */
export function singleDatabase(database: Database): Databases {
  return { admin: database, app: database, close: () => database.close() };
}
