import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { auditLog } from '@roar/db';
import { eq } from 'drizzle-orm';
import { openOrgWorld, type OrgWorld } from './org-fixtures.ts';

describe.each(testDatabaseTargets())('organisations on $name', ({ open }) => {
  let database: Database;
  let w: OrgWorld;

  beforeAll(async () => {
    database = await open();
    w = await openOrgWorld(database);
  }, 60_000);
  afterAll(async () => {
    await w.app.close();
    await database.close();
  });

  const names = (res: { json(): { items: { name: string }[] } }) =>
    res.json().items.map((o) => o.name);

  it('a super admin creates a district, school, class, group and subgroup with their links', async () => {
    const district = await w.call('superadmin', 'POST', '/orgs', {
      type: 'district',
      name: 'North Valley',
      abbreviation: 'NV',
      ncesId: '1234567',
      address: { city: 'Fresno', region: 'CA', street: '' },
      tags: ['pilot', 'pilot'],
    });
    expect(district.statusCode).toBe(201);
    const d = district.json();
    expect(d).toMatchObject({ type: 'district', districtId: d.id, tags: ['pilot'] });
    expect(d.address).toEqual({ city: 'Fresno', region: 'CA' });

    const school = await w.call('superadmin', 'POST', '/orgs', {
      type: 'school',
      name: 'North Valley Elementary',
      abbreviation: 'NVE',
      districtId: d.id,
    });
    const s = school.json();
    expect(s).toMatchObject({ parentId: d.id, districtId: d.id, schoolId: null });

    const klass = await w.call('superadmin', 'POST', '/orgs', {
      type: 'class',
      name: 'Room 1',
      abbreviation: 'R1',
      districtId: d.id,
      schoolId: s.id,
      grade: 'TK',
    });
    expect(klass.json()).toMatchObject({
      parentId: s.id,
      schoolId: s.id,
      districtId: d.id,
      grade: 'TK',
    });

    const group = (
      await w.call('superadmin', 'POST', '/orgs', {
        type: 'group',
        name: 'Readers',
        abbreviation: 'RD',
      })
    ).json();
    const sub = await w.call('superadmin', 'POST', '/orgs', {
      type: 'group',
      name: 'Readers - Tuesday',
      abbreviation: 'RDT',
      parentId: group.id,
    });
    expect(sub.json()).toMatchObject({ parentId: group.id, districtId: null });
    const top = await w.call('superadmin', 'GET', '/orgs?type=group&search=readers');
    expect(names(top)).toEqual(['Readers']);
    const all = await w.call(
      'superadmin',
      'GET',
      '/orgs?type=group&search=readers&includeSubgroups=true',
    );
    expect(names(all)).toEqual(['Readers', 'Readers - Tuesday']);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, d.id));
    expect(audit.map((a) => a.action)).toContain('org.create');
  });

  it('explains bad input per field', async () => {
    const noDistrict = await w.call('superadmin', 'POST', '/orgs', {
      type: 'school',
      name: ' ',
      abbreviation: 'X',
      ncesId: '123',
    });
    expect(noDistrict.statusCode).toBe(400);
    expect(noDistrict.json().error.fields).toMatchObject({
      name: 'required',
      districtId: 'required',
      ncesId: 'invalidNcesIdSchool',
    });
    const badClass = await w.call('superadmin', 'POST', '/orgs', {
      type: 'class',
      name: 'Room',
      abbreviation: 'R',
      schoolId: w.ids['Demo Elementary School'],
      grade: '13',
    });
    expect(badClass.json().error.fields).toEqual({ grade: 'invalidGrade' });
    const wrongParent = await w.call('superadmin', 'POST', '/orgs', {
      type: 'class',
      name: 'Room',
      abbreviation: 'R',
      schoolId: w.ids['Demo District'],
      grade: 'K',
    });
    expect(wrongParent.json().error.fields).toEqual({ schoolId: 'notFound' });
  });

  it('only super admins create', async () => {
    const res = await w.call('admin', 'POST', '/orgs', {
      type: 'district',
      name: 'X',
      abbreviation: 'X',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists by type inside the scope, with filters, search, sorting, pages and user counts', async () => {
    const schools = await w.call('admin', 'GET', '/orgs?type=school');
    expect(names(schools)).toEqual(['Demo Elementary School', 'Demo Middle School']);
    // Each count is the number of rows the organisation's user list shows (students, teachers and
    // administrators alike), so the link never promises more or fewer users than it opens.
    const district = await w.call('admin', 'GET', '/orgs?type=district');
    for (const org of [...schools.json().items, ...district.json().items]) {
      const listed = await w.call('admin', 'GET', `/orgs/${org.type}/${org.id}/users?pageSize=100`);
      expect(org.userCount, org.name).toBe(listed.json().total);
      expect(listed.json().users.length, org.name).toBe(listed.json().total);
    }
    expect(schools.json().items[0].userCount).toBeGreaterThan(schools.json().items[1].userCount);

    const classes = await w.call(
      'admin',
      'GET',
      `/orgs?type=class&schoolId=${w.ids['Demo Elementary School']}`,
    );
    expect(names(classes)).toEqual([
      'Grade 3 - Room 204',
      'Grade 4 - Room 208',
      'Kindergarten - Room 101',
    ]);
    const search = await w.call('admin', 'GET', '/orgs?type=school&search=dms');
    expect(names(search)).toEqual(['Demo Middle School']);
    const paged = await w.call('admin', 'GET', '/orgs?type=class&pageSize=1&page=3');
    expect(paged.json()).toMatchObject({ total: 4, page: 3, pageSize: 1 });
    expect(names(paged)).toEqual(['Grade 7 - Room 312']);
    expect((await w.call('admin', 'GET', '/orgs?type=class&pageSize=101')).statusCode).toBe(400);

    expect(names(await w.call('teacher', 'GET', '/orgs?type=class'))).toEqual([
      'Grade 3 - Room 204',
    ]);
    expect(names(await w.call('teacher', 'GET', '/orgs?type=school'))).toEqual([]);
    expect((await w.call('student', 'GET', '/orgs?type=school')).statusCode).toBe(403);
  });

  it('admins edit inside their scope; only super admins move a class to another school', async () => {
    const id = w.ids['Grade 7 - Room 312']!;
    const edit = await w.call('admin', 'PATCH', `/orgs/${id}`, {
      abbreviation: 'G7',
      tags: ['math'],
    });
    expect(edit.json()).toMatchObject({
      name: 'Grade 7 - Room 312',
      abbreviation: 'G7',
      tags: ['math'],
    });
    const elementary = w.ids['Demo Elementary School'];
    const move = await w.call('admin', 'PATCH', `/orgs/${id}`, { schoolId: elementary });
    expect(move.statusCode).toBe(403);
    const moved = await w.call('superadmin', 'PATCH', `/orgs/${id}`, { schoolId: elementary });
    expect(moved.json()).toMatchObject({ parentId: elementary, schoolId: elementary });
    await w.call('superadmin', 'PATCH', `/orgs/${id}`, { schoolId: w.ids['Demo Middle School'] });
    const wrong = await w.call('admin', 'PATCH', `/orgs/${w.ids['Demo District']}`, { grade: 'K' });
    expect(wrong.json().error.fields).toEqual({ grade: 'notAllowed' });
  });

  it('archives instead of deleting: hidden from lists, back on unarchive', async () => {
    const id = w.ids['Demo Middle School']!;
    const archived = await w.call('admin', 'POST', `/orgs/${id}/archive`);
    expect(archived.json().archived).toBe(true);
    expect(names(await w.call('admin', 'GET', '/orgs?type=school'))).toEqual([
      'Demo Elementary School',
    ]);
    expect(
      names(await w.call('admin', 'GET', '/orgs?type=school&includeArchived=true')),
    ).toHaveLength(2);
    // Its classes stay as they were.
    expect(names(await w.call('admin', 'GET', '/orgs?type=class'))).toContain('Grade 7 - Room 312');
    const child = await w.call('superadmin', 'POST', '/orgs', {
      type: 'class',
      name: 'New',
      abbreviation: 'N',
      schoolId: id,
      grade: '8',
    });
    expect(child.json().error.fields).toEqual({ schoolId: 'archived' });
    expect((await w.call('admin', 'POST', `/orgs/${id}/unarchive`)).json().archived).toBe(false);
    // An admin cannot archive the organisation they administer.
    expect(
      (await w.call('admin', 'POST', `/orgs/${w.ids['Demo District']}/archive`)).statusCode,
    ).toBe(403);
  });

  it('a class teacher reads their class but neither renames nor archives it', async () => {
    const id = w.ids['Grade 3 - Room 204']!;
    expect((await w.call('teacher', 'GET', `/orgs/${id}`)).statusCode).toBe(200);
    const attempts = [
      await w.call('teacher', 'PATCH', `/orgs/${id}`, { name: 'Renamed' }),
      await w.call('teacher', 'POST', `/orgs/${id}/archive`),
      await w.call('teacher', 'POST', `/orgs/${id}/activation-codes`, {}),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await w.call('teacher', 'GET', `/orgs/${id}`)).json().name).toBe('Grade 3 - Room 204');
    // A school administrator writes inside the school.
    const renamed = await w.call('schoolAdmin', 'PATCH', `/orgs/${id}`, { abbreviation: 'G3' });
    expect(renamed.json()).toMatchObject({ name: 'Grade 3 - Room 204', abbreviation: 'G3' });
  });

  it('an admin of school A cannot reach school B in any way', async () => {
    const a = w.ids['Demo Elementary School']!;
    const b = w.ids['Demo Middle School']!;
    expect(names(await w.call('schoolAdmin', 'GET', '/orgs?type=school'))).toEqual([
      'Demo Elementary School',
    ]);
    expect((await w.call('schoolAdmin', 'GET', `/orgs/${a}`)).statusCode).toBe(200);
    const attempts = [
      await w.call('schoolAdmin', 'GET', `/orgs/${b}`),
      await w.call('schoolAdmin', 'GET', `/orgs/${w.ids['Grade 7 - Room 312']}`),
      await w.call('schoolAdmin', 'PATCH', `/orgs/${b}`, { name: 'Mine now' }),
      await w.call('schoolAdmin', 'POST', `/orgs/${b}/archive`),
      await w.call('schoolAdmin', 'POST', `/orgs/${b}/unarchive`),
      await w.call('schoolAdmin', 'GET', `/orgs/${b}/users.csv`),
      await w.call('schoolAdmin', 'GET', `/orgs/${b}/activation-codes`),
      await w.call('schoolAdmin', 'GET', `/orgs/${w.ids['Demo District']}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(attempts.length).fill(404));
    const created = await w.call('superadmin', 'POST', `/orgs/${b}/activation-codes`, {});
    const code = created.json().code;
    // Codes are for district administrators (ADR 022): a school admin is refused before any lookup.
    expect(
      (await w.call('schoolAdmin', 'POST', `/orgs/${b}/activation-codes`, {})).statusCode,
    ).toBe(403);
    expect(
      (await w.call('schoolAdmin', 'POST', `/activation-codes/${code}/revoke`)).statusCode,
    ).toBe(403);
    expect(
      (await w.call('schoolAdmin', 'GET', `/documents/activationCodes/${code}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.call('admin', 'GET', `/documents/activationCodes/${code}`)).json(),
    ).toMatchObject({
      id: code,
      orgId: b,
      orgType: 'school',
    });
  });
});
