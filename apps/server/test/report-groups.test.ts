import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { GROUPS_STUDENTS_MAX, type ReportGroups } from '@roar/contracts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { playScreener, reportUrls } from './reports-fixtures.ts';

/**
 * The score report's teacher groups (docs/product/reports.md, 'Groups'): the score report's
 * access rule (teacher of the class yes, another class's teacher and a parent no), support-level
 * and skill groups from stored scores, and the querystring refused when it is not a filter.
 */

const TEACHER = 'teacher@demo.roar.test';
const TEACHER7 = 'teacher7@demo.roar.test';
const PARENT = 'parent@demo.roar.test';

describe.each(testDatabaseTargets())('score report groups on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let url: ReturnType<typeof reportUrls>;
  let student1: string;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    url = reportUrls(demo);
    student1 = await demo.userId('student1');
    // Every fifth answer wrong: letters and sounds to work on.
    for (const taskId of ['pa', 'letter']) await playScreener(demo, 'student1', taskId);
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  const groupsOf = async (login: string, query = '') => {
    const res = await demo.call(login, 'GET', url('class', 'grade3', '/scores/groups', query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportGroups;
  };

  it('groups the class by support level and by skill to work on', async () => {
    const groups = await groupsOf(TEACHER);
    expect(groups.tooMany).toBe(false);
    expect(groups.max).toBe(GROUPS_STUDENTS_MAX);
    const pa = groups.tasks.find((t) => t.taskId === 'pa')!;
    expect(pa.kind).toBe('scored');
    const mayaLevel = pa.levels.find((l) => l.students.some((s) => s.userId === student1));
    expect(['needs-extra-support', 'developing', 'achieved']).toContain(mayaLevel?.level);
    const letter = groups.tasks.find((t) => t.taskId === 'letter')!;
    const finished = letter.levels.filter((l) => l.level !== 'not-finished');
    expect(finished.flatMap((l) => l.students.map((s) => s.userId))).toEqual([student1]);
    const skills = letter.skills.filter((s) => s.items.length > 0);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) {
      expect(skill.students.map((s) => s.userId)).toEqual([student1]);
      for (const item of skill.items) expect(item.userIds).toEqual([student1]);
    }
    // A task Maya has not played: she is apart, as not yet finished.
    const swr = groups.tasks.find((t) => t.taskId === 'swr')!;
    expect(swr.levels).toEqual([
      { level: 'not-finished', students: [expect.objectContaining({ userId: student1 })] },
    ]);
    // The survey and games played elsewhere would say so; every task here is scored.
    expect(groups.tasks.every((t) => t.assigned > 0)).toBe(true);
  });

  it('follows the grade filter', async () => {
    const none = await groupsOf(TEACHER, 'grade=K');
    expect(none.total).toBe(0);
    expect(none.tasks).toEqual([]);
  });

  it('is refused to a teacher of another class and to a parent', async () => {
    const other = await demo.call(TEACHER7, 'GET', url('class', 'grade3', '/scores/groups'));
    expect(other.statusCode).toBe(403);
    const parent = await demo.call(PARENT, 'GET', url('class', 'grade3', '/scores/groups'));
    expect(parent.statusCode).toBe(403);
  });

  it('answers 400 to a querystring that is not the report’s filters', async () => {
    for (const query of [
      'grade=' + 'x'.repeat(100),
      'schoolId=' + Array.from({ length: 300 }, (_, i) => `s${i}`).join(','),
      'schoolId=%00%27;drop',
    ]) {
      const res = await demo.call(TEACHER, 'GET', url('class', 'grade3', '/scores/groups', query));
      expect(res.statusCode, query).toBe(400);
    }
  });
});
