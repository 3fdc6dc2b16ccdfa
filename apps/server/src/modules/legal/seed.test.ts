import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments, type Database } from '@roar/db';
import { testDatabaseTargets } from '@roar/db/testing';
import { seedLegalDocuments } from './seed.ts';

describe.each(testDatabaseTargets())('legal documents seed on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it('publishes consent, assent and terms in en-US and es-ES once', async () => {
    expect(await seedLegalDocuments(database.db)).toBe(6);
    expect(await seedLegalDocuments(database.db)).toBe(0);
    const rows = await database.db.select().from(legalDocuments);
    expect(rows.map((r) => `${r.kind}/${r.locale}/${r.version}`).sort()).toEqual([
      'assent/en-US/2026-11',
      'assent/es-ES/2026-11',
      'consent/en-US/2026-11',
      'consent/es-ES/2026-11',
      'terms/en-US/2026-11',
      'terms/es-ES/2026-11',
    ]);
    expect(rows.every((r) => r.publishedAt && r.title && r.body.length > 200)).toBe(true);
  });
});
