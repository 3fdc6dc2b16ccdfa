import { eq } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME, TASK_CATALOGUE, catalogueTask } from '@roar/contracts';
import { taskVariants, tasks, type Database, type Db } from '@roar/db';
import { testDatabaseTargets } from '@roar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTaskCatalogue } from './seed-catalogue.ts';

describe('the task catalogue', () => {
  it('holds every task page of spec section 2, core tasks under /game/core-tasks', () => {
    const pages =
      'swr swr-es pa pa-es sre sre-es letter letter-es letter-en-ca phonics multichoice morphology cva vocab fluency-arf fluency-arf-es fluency-calf fluency-calf-es roam-alpaca roam-alpaca-es ran crowding roav-mep roar-readaloud roar-survey';
    for (const id of pages.split(' ')) expect(catalogueTask(id)?.route).toBe(`/game/${id}`);
    expect(catalogueTask('letter-en-ca')?.language).toBe('en-CA');
    expect(catalogueTask('fluency-calf-es')?.language).toBe('es');
    for (const id of ['hearts-and-flowers', 'egma-math', 'trog', 'mefs', 'roar-inference']) {
      expect(catalogueTask(id)?.route).toBe(`/game/core-tasks/${id}`);
    }
    expect(new Set(TASK_CATALOGUE.map((t) => t.id)).size).toBe(TASK_CATALOGUE.length);
  });

  it('uses the product’s display names', () => {
    expect(catalogueTask('swr')?.publicName).toBe('ROAR - Word');
    expect(catalogueTask('swr-es')?.publicName).toBe('ROAR - Palabra');
    expect(catalogueTask('matrix-reasoning')?.publicName).toBe('Puzzle Game');
    expect(catalogueTask('roar-survey')?.publicName).toBe('Thoughts and Feelings survey');
  });

  it('parses `{}` to standard settings in the task’s language, and refuses unknown keys', () => {
    for (const task of TASK_CATALOGUE) {
      expect(task.params.parse({}).language).toBe(task.language);
      expect(task.params.safeParse({ notAParameter: 1 }).success).toBe(false);
    }
    expect(catalogueTask('sre')?.params.parse({})).toMatchObject({ timeLimitSeconds: 180 });
    expect(catalogueTask('pa')?.params.parse({}).subtests).toEqual(['FSM', 'LSM', 'DEL']);
    expect(catalogueTask('swr')?.params.safeParse({ numTrials: 201 }).success).toBe(false);
  });
});

describe.each(testDatabaseTargets())('seeding the catalogue on $name', ({ open }) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(() => database?.close());

  it('inserts every task with a registered default variant', async () => {
    const result = await seedTaskCatalogue(db);
    expect(result.tasksInserted).toHaveLength(TASK_CATALOGUE.length);
    expect(result.variantsInserted).toBe(TASK_CATALOGUE.length);
    const swr = await db.select().from(tasks).where(eq(tasks.id, 'swr'));
    expect(swr[0]).toMatchObject({
      name: 'Single Word Recognition',
      publicName: 'ROAR - Word',
      imageUrl: '/task-images/swr.svg',
      registered: true,
      meta: { tags: ['Reading'] },
      displayOrder: 1,
    });
    const defaults = await db
      .select()
      .from(taskVariants)
      .where(eq(taskVariants.name, DEFAULT_VARIANT_NAME));
    expect(defaults).toHaveLength(TASK_CATALOGUE.length);
    expect(defaults.every((v) => v.registered)).toBe(true);
    expect(defaults.find((v) => v.taskId === 'sre-es')?.params).toMatchObject({
      language: 'es',
      timeLimitSeconds: 180,
    });
  });

  it('runs again without changing what administrators edited, and restores what is missing', async () => {
    await db
      .update(tasks)
      .set({ name: 'Word (edited)', registered: false })
      .where(eq(tasks.id, 'swr'));
    await db.delete(taskVariants).where(eq(taskVariants.taskId, 'pa'));
    const again = await seedTaskCatalogue(db);
    expect(again).toEqual({ tasksInserted: [], variantsInserted: 1 });
    const [swr] = await db.select().from(tasks).where(eq(tasks.id, 'swr'));
    expect(swr).toMatchObject({ name: 'Word (edited)', registered: false });
  });
});
