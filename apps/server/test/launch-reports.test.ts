import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { administrations } from '@roar/db';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { LaunchStudentsSchema, type LaunchStudent } from '@roar/contracts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { playScreener } from './reports-fixtures.ts';

const LAUNCHER = 'launch@demo.roar.test';

describe.each(testDatabaseTargets())('report links on the launcher home on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;

  const students = async (login: string, query = ''): Promise<LaunchStudent[]> => {
    const res = await demo.call(login, 'GET', `/api/admin/launch/students${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return LaunchStudentsSchema.parse(res.json()).students;
  };
  const byUsername = async (login: string, username: string) =>
    (await students(login)).find((s) => s.username === username)!;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
  });
  afterAll(() => database?.close());

  it('offers no report before a task is scored, even with a run in progress', async () => {
    await playScreener(demo, 'student3', 'pa', { started: true });
    for (const student of await students(LAUNCHER)) expect(student.reports).toEqual([]);
  });

  it('links a scored student to a report the launcher may open', async () => {
    await playScreener(demo, 'student1', 'swr');
    const maya = await byUsername(LAUNCHER, 'student1');
    // The most specific organisation of hers that the administration reaches: her class.
    expect(maya.reports).toEqual([
      {
        administrationId: demo.screenerId,
        publicName: 'Reading Screener',
        orgType: 'class',
        orgId: demo.orgId.grade3,
      },
    ]);
    const [link] = maya.reports;
    const report = await demo.call(
      LAUNCHER,
      'GET',
      `/api/admin/reports/${link!.administrationId}/${link!.orgType}/${link!.orgId}/students/${maya.id}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().student.username).toBe('student1');
    // Others without scores still have none; a search keeps the links.
    expect((await byUsername(LAUNCHER, 'student2')).reports).toEqual([]);
    expect((await students(LAUNCHER, '?search=johnson'))[0]!.reports).toEqual(maya.reports);
  });

  it('drops the link of an archived administration', async () => {
    const archive = (archivedAt: Date | null) =>
      database.db
        .update(administrations)
        .set({ archivedAt })
        .where(eq(administrations.id, demo.screenerId));
    await archive(new Date());
    try {
      expect((await byUsername(LAUNCHER, 'student1')).reports).toEqual([]);
    } finally {
      await archive(null);
    }
    expect((await byUsername(LAUNCHER, 'student1')).reports).toHaveLength(1);
  });

  it('gives a parent only their own children, whose reports stay with the family', async () => {
    const children = await students('parent@demo.roar.test');
    expect(children.map((c) => [c.username, c.reports])).toEqual([['child1', []]]);
  });
});
