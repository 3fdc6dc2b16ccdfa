import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '../testing.ts';
import { tasks } from '../schema/index.ts';
import {
  activateItemParameterSet,
  findActiveItemParameterSet,
  findItemParameterSets,
  insertItemParameterSet,
  nextItemParameterSetVersion,
} from './item-parameter-sets.ts';
import { isUniqueViolation } from './tasks.ts';

const TASK = 'calib-task';

describe.each(testDatabaseTargets())('item-parameter sets on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    await database.db.insert(tasks).values({ id: TASK, name: 'Calibrated task' });
  });
  afterAll(async () => {
    await database?.close();
  });

  const draft = async () =>
    insertItemParameterSet(database.db, {
      taskId: TASK,
      version: await nextItemParameterSetVersion(database.db, TASK),
      model: 'rasch',
      items: [],
      provenance: {},
      fit: {},
      runs: 0,
    });

  it('numbers versions per task and activates one set at a time', async () => {
    const first = await draft();
    const second = await draft();
    expect([first.version, second.version]).toEqual([`${TASK}.1`, `${TASK}.2`]);
    expect(await findActiveItemParameterSet(database.db, TASK)).toBeUndefined();
    const now = new Date();
    const retired = await database.db.transaction((tx) =>
      activateItemParameterSet(tx, { id: first.id, taskId: TASK, activatedBy: 'u1', now }),
    );
    expect(retired).toBeNull();
    const again = await database.db.transaction((tx) =>
      activateItemParameterSet(tx, { id: second.id, taskId: TASK, activatedBy: 'u2', now }),
    );
    expect(again).toBe(`${TASK}.1`);
    const active = await findActiveItemParameterSet(database.db, TASK);
    expect(active).toMatchObject({ id: second.id, activatedBy: 'u2' });
    const states = (await findItemParameterSets(database.db, TASK)).map((s) => s.state).sort();
    expect(states).toEqual(['active', 'retired']);
  });

  it('the partial unique index refuses a second active set of a task', async () => {
    const set = await draft();
    const failed = await insertItemParameterSet(database.db, {
      taskId: TASK,
      version: `${set.version}-dup`,
      model: '2pl',
      items: [],
      provenance: {},
      fit: {},
      runs: 0,
      state: 'active',
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(failed, 'item_parameter_sets_one_active_idx')).toBe(true);
  });
});
