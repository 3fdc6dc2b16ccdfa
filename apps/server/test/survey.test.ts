import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  SURVEY_TASK_ID,
  generateId,
  type OrgKind,
  type StudentSurvey,
  type SurveyFormSummary,
  type SurveySummary,
  type TrialInput,
} from '@roar/contracts';
import {
  auditLog,
  findVariantIdByName,
  insertMemberships,
  insertUser,
  setPasswordHash,
  surveyResponses,
  type Org,
} from '@roar/db';
import { createRng, gameOf } from '@roar/tasks/registry';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { today } from '../src/lib/day.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { runClient } from './runs-fixtures.ts';
import { addSchoolAdmin, demoOrgs } from './users-admin-fixtures.ts';

const SUPER = 'superadmin@demo.roar.test';
const ADMIN = 'admin@demo.roar.test';
const SCHOOL_ADMIN = 'survey.school.admin@test.roar';
const TEACHER = 'teacher@demo.roar.test';
const OTHER_TEACHER = 'teacher7@demo.roar.test';
const PARENT = 'parent@demo.roar.test';
const LAUNCHER = 'launch@demo.roar.test';
/** Pupils added to the grade 3 class beside student1, so a class reaches five respondents. */
const KIDS = ['survey.kid1', 'survey.kid2', 'survey.kid3', 'survey.kid4', 'survey.kid5'];
const DAY_MS = 86_400_000;

type Answer = 0 | 1 | 2 | 3;

/**
 * ADR 028: the Thoughts and Feelings survey in reports. A child answers as a game (their run's
 * trials), adults answer a form about the child; class counts are suppressed under five
 * respondents and leave out children who declined or were opted out; individual answers are
 * visible to administrators of the school or district and to parents, to teachers only where the
 * district allows it; a parent's opt-out refuses the child's run and completes the assessment.
 */
describe.each(testDatabaseTargets())('the survey in reports on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let api: ReturnType<typeof runClient>;
  let orgs: Record<string, Org>;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    api = runClient(demo);
    orgs = await demoOrgs(database.db);
    await addSchoolAdmin(database.db, orgs.elementary!, SCHOOL_ADMIN);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const [i, username] of KIDS.entries()) {
      const kid = await insertUser(database.db, {
        userType: 'student',
        username,
        nameFirst: `Kid${i + 1}`,
        grade: '3',
        districtId: orgs.district!.id,
      });
      await setPasswordHash(database.db, { userId: kid.id, passwordHash });
      await insertMemberships(
        database.db,
        [orgs.grade3!, orgs.elementary!].map((org) => ({
          userId: kid.id,
          orgId: org.id,
          role: 'student' as const,
          districtId: orgs.district!.id,
          startOn: today(),
        })),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** A new open administration of the survey for the demo district and the demo family. */
  async function surveyAdministration(): Promise<string> {
    const variantId = await findVariantIdByName(database.db, {
      taskId: SURVEY_TASK_ID,
      name: 'default',
    });
    const res = await demo.call(SUPER, 'POST', '/api/admin/administrations', {
      name: `Survey ${generateId()}`,
      publicName: 'Thoughts and feelings',
      dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      orgs: {
        districts: [demo.orgId.district],
        schools: [],
        classes: [],
        groups: [],
        families: [demo.orgId.family],
      },
      assessments: [{ variantId }],
      sequential: false,
      legal: { consent: false, assent: false },
      isTest: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /** The trials of a survey run: yes to the assent question, then `answer(k)` to question k. */
  function surveyTrials(answer: (k: number) => Answer, declined = false): TrialInput[] {
    const game = gameOf(SURVEY_TASK_ID)!;
    const params = game.params(SURVEY_TASK_ID).parse({});
    const simulated = game.simulate(SURVEY_TASK_ID, params, createRng('survey'), { theta: 0 });
    let question = 0;
    const trials = simulated.map((t, i) => {
      let response = t.data.response;
      if (i === 0) response = declined ? 'no' : 'yes';
      else if (t.stage === 'test') response = String(answer(question++));
      return {
        id: generateId(),
        trialIndex: t.trialIndex,
        ...(t.block ? { block: t.block } : {}),
        ...(t.subtask ? { subtask: t.subtask } : {}),
        stage: t.stage,
        ...(t.itemId ? { itemId: t.itemId } : {}),
        data: { ...t.data, response },
      };
    });
    return declined ? trials.slice(0, 1) : trials;
  }

  /** `login` plays and completes the survey of the administration. */
  async function playSurvey(
    login: string,
    administrationId: string,
    answer: (k: number) => Answer,
    declined = false,
  ): Promise<string> {
    const created = await api.create(login, { administrationId, taskId: SURVEY_TASK_ID });
    expect(created.statusCode, created.body).toBe(200);
    const runId = created.json().id as string;
    const upload = await api.trials(login, runId, surveyTrials(answer, declined));
    expect(upload.statusCode, upload.body).toBe(200);
    const done = await api.complete(login, runId);
    expect(done.statusCode, done.body).toBe(200);
    return runId;
  }

  const summaryUrl = (administrationId: string, type: OrgKind, id: string) =>
    `/api/admin/reports/${administrationId}/${type}/${id}/survey`;
  async function summary(login: string, administrationId: string, type: OrgKind, id: string) {
    const res = await demo.call(login, 'GET', summaryUrl(administrationId, type, id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SurveySummary;
  }
  const formOf = (s: SurveySummary, form: string) =>
    s.forms.find((f) => f.form === form) as SurveyFormSummary;
  const countsOf = (f: SurveyFormSummary, itemId: string) =>
    f.items.find((i) => i.itemId === itemId)?.counts;

  const classOrg = () => ({ type: 'class' as const, id: demo.orgId.grade3 });
  const districtOrg = () => ({ type: 'district' as const, id: demo.orgId.district });
  const schoolOrg = () => ({ type: 'school' as const, id: demo.orgId.elementary });
  const familyOrg = () => ({ type: 'family' as const, id: demo.orgId.family });

  async function studentUrl(
    administrationId: string,
    org: { type: OrgKind; id: string },
    login: string,
  ) {
    const userId = await demo.userId(login);
    return `/api/admin/reports/${administrationId}/${org.type}/${org.id}/students/${userId}/survey`;
  }
  async function studentSurvey(
    login: string,
    administrationId: string,
    org: { type: OrgKind; id: string },
    student: string,
  ): Promise<StudentSurvey> {
    const res = await demo.call(login, 'GET', await studentUrl(administrationId, org, student));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StudentSurvey;
  }
  const adultAnswers = (value: Answer) =>
    Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`adult-${i + 1}`, value]));
  async function answerAbout(
    login: string,
    administrationId: string,
    org: { type: OrgKind; id: string },
    student: string,
    answers: Record<string, unknown>,
  ) {
    return demo.call(login, 'PUT', await studentUrl(administrationId, org, student), {
      answers,
      language: 'en',
    });
  }
  async function optOut(
    login: string,
    administrationId: string,
    org: { type: OrgKind; id: string },
    student: string,
    optedOut: boolean,
  ) {
    return demo.call(login, 'PUT', `${await studentUrl(administrationId, org, student)}/opt-out`, {
      optedOut,
    });
  }
  const surveyAssessmentOf = async (login: string, administrationId: string) => {
    const assignment = await demo.assignmentOf(login, administrationId);
    return {
      assignment,
      survey: assignment?.assessments.find((a) => a.taskId === SURVEY_TASK_ID),
    };
  };
  async function setTeacherAccess(allowed: boolean) {
    const res = await demo.call(ADMIN, 'PATCH', `/api/admin/orgs/${demo.orgId.district}`, {
      surveyAnswersToTeachers: allowed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().surveyAnswersToTeachers).toBe(allowed);
  }

  it('counts each answer per question, and shows only how many answered under five', async () => {
    const administrationId = await surveyAdministration();
    const empty = await summary(TEACHER, administrationId, 'class', demo.orgId.grade3);
    expect(empty).toMatchObject({ assigned: true, minGroup: 5, optedOut: 0 });
    expect(empty.forms.map((f) => [f.form, f.respondents, f.suppressed])).toEqual([
      ['child', 0, false],
      ['parent', 0, false],
      ['teacher', 0, false],
    ]);

    // Four children: their count only, no counts anyone could be told apart by.
    for (const [k, kid] of KIDS.slice(0, 4).entries()) {
      await playSurvey(kid, administrationId, (q) => ((k + q) % 4) as Answer);
    }
    const four = await summary(TEACHER, administrationId, 'class', demo.orgId.grade3);
    expect(formOf(four, 'child')).toEqual({
      form: 'child',
      respondents: 4,
      suppressed: true,
      items: [],
    });

    // The fifth: counts per answer of every question.
    await playSurvey(KIDS[4]!, administrationId, () => 3);
    const five = await summary(TEACHER, administrationId, 'class', demo.orgId.grade3);
    const child = formOf(five, 'child');
    expect(child).toMatchObject({ respondents: 5, suppressed: false });
    expect(child.items).toHaveLength(18);
    // Question 0: kids answered 0, 1, 2, 3 and the fifth 3; question 1: 1, 2, 3, 0 and 3.
    expect(child.items[0]!.counts).toEqual([1, 1, 1, 2]);
    expect(child.items[1]!.counts).toEqual([1, 1, 1, 2]);
    expect(child.items.every((i) => i.counts.reduce((a, b) => a + b) === 5)).toBe(true);
    // The same children from the school and the district; none from another school.
    expect(
      formOf(await summary(ADMIN, administrationId, 'school', demo.orgId.elementary), 'child')
        .respondents,
    ).toBe(5);
    expect(
      formOf(await summary(ADMIN, administrationId, 'district', demo.orgId.district), 'child')
        .respondents,
    ).toBe(5);
    expect(
      formOf(await summary(ADMIN, administrationId, 'school', demo.orgId.middle), 'child')
        .respondents,
    ).toBe(0);

    // Adult forms: one teacher about five children is still one person: suppressed.
    for (const kid of KIDS.slice(0, 4)) {
      const res = await answerAbout(TEACHER, administrationId, classOrg(), kid, adultAnswers(2));
      expect(res.statusCode, res.body).toBe(200);
    }
    await answerAbout(TEACHER, administrationId, classOrg(), KIDS[4]!, { 'adult-1': 0 });
    const oneTeacher = formOf(
      await summary(ADMIN, administrationId, 'class', demo.orgId.grade3),
      'teacher',
    );
    expect(oneTeacher).toMatchObject({ respondents: 5, suppressed: true, items: [] });
    // Four more adults, one child each: five people, counts shown.
    for (const [login, org] of [
      [SCHOOL_ADMIN, schoolOrg()],
      [ADMIN, districtOrg()],
      [SUPER, districtOrg()],
      [LAUNCHER, districtOrg()],
    ] as const) {
      const res = await answerAbout(login, administrationId, org, KIDS[0]!, { 'adult-1': 3 });
      expect(res.statusCode, `${login}: ${res.body}`).toBe(200);
    }
    const teachers5 = formOf(
      await summary(ADMIN, administrationId, 'class', demo.orgId.grade3),
      'teacher',
    );
    expect(teachers5).toMatchObject({ respondents: 9, suppressed: false });
    expect(countsOf(teachers5, 'adult-1')).toEqual([1, 0, 4, 4]);
    // Only the first teacher answered question 2 (for four children): one person, no counts.
    expect(teachers5.items.find((i) => i.itemId === 'adult-2')).toEqual({
      itemId: 'adult-2',
      counts: [0, 0, 0, 0],
      suppressed: true,
    });

    // A parent's answer counts in their family's summary, not in the class's.
    expect(
      (await answerAbout(PARENT, administrationId, familyOrg(), 'child1', adultAnswers(1)))
        .statusCode,
    ).toBe(200);
    const family = await summary(SUPER, administrationId, 'family', demo.orgId.family);
    expect(formOf(family, 'parent')).toMatchObject({ respondents: 1, suppressed: true, items: [] });
    expect(
      formOf(await summary(ADMIN, administrationId, 'class', demo.orgId.grade3), 'parent')
        .respondents,
    ).toBe(0);
  });

  it('leaves out children who said no or whom a parent opted out, counting them apart', async () => {
    const administrationId = await surveyAdministration();
    for (const kid of KIDS) await playSurvey(kid, administrationId, () => 1);
    await playSurvey('student1', administrationId, () => 0, true);
    const declined = await summary(ADMIN, administrationId, 'class', demo.orgId.grade3);
    expect(declined.optedOut).toBe(1);
    expect(formOf(declined, 'child')).toMatchObject({ respondents: 5, suppressed: false });
    expect(formOf(declined, 'child').items[0]!.counts).toEqual([0, 5, 0, 0]);
    const said = await studentSurvey(ADMIN, administrationId, classOrg(), 'student1');
    expect(said.child).toEqual({ state: 'opted-out', language: 'en', answers: null });
    expect(said.optedOut).toBe(false);

    // Teachers answered about every child; then an administrator opts one (who had played) out.
    for (const kid of KIDS) {
      await answerAbout(TEACHER, administrationId, classOrg(), kid, adultAnswers(3));
    }
    const out = await optOut(ADMIN, administrationId, classOrg(), KIDS[0]!, true);
    expect(out.statusCode, out.body).toBe(200);
    const after = await summary(ADMIN, administrationId, 'class', demo.orgId.grade3);
    expect(after.optedOut).toBe(2);
    // Four children and four teacher responses left: both suppressed.
    expect(formOf(after, 'child')).toMatchObject({ respondents: 4, suppressed: true });
    expect(formOf(after, 'teacher')).toMatchObject({ respondents: 4, suppressed: true });
    const kid1 = await studentSurvey(ADMIN, administrationId, classOrg(), KIDS[0]!);
    expect(kid1).toMatchObject({ optedOut: true, child: { state: 'opted-out', answers: null } });
    // The played assessment keeps its run and dates.
    const { survey } = await surveyAssessmentOf(KIDS[0]!, administrationId);
    expect(survey?.runId).toBeTruthy();
  });

  it('shows individual answers to administrators and parents, to teachers only where allowed', async () => {
    const administrationId = await surveyAdministration();
    const runId = await playSurvey(KIDS[0]!, administrationId, () => 2);
    await answerAbout(TEACHER, administrationId, classOrg(), KIDS[0]!, adultAnswers(1));
    const childAnswers = expect.objectContaining({ 'belonging-1': 2 });
    // The run's trials are the answers: hidden from a teacher and a launcher there too.
    const trialsOf = (login: string) =>
      demo.call(login, 'GET', `/api/app/runs/${runId}/trials`).then((r) => r.statusCode);
    expect(await trialsOf(TEACHER)).toBe(404);
    expect(await trialsOf(LAUNCHER)).toBe(404);
    expect(await trialsOf(ADMIN)).toBe(200);
    expect(await trialsOf(KIDS[0]!)).toBe(200);

    for (const [login, org] of [
      [SUPER, districtOrg()],
      [ADMIN, districtOrg()],
      [SCHOOL_ADMIN, schoolOrg()],
    ] as const) {
      const seen = await studentSurvey(login, administrationId, org, KIDS[0]!);
      expect(seen, login).toMatchObject({
        assigned: true,
        answersVisible: true,
        mayOptOut: true,
        adultForm: 'teacher',
        child: { state: 'completed', language: 'en', answers: childAnswers },
        adults: [{ form: 'teacher', mine: false, answers: adultAnswers(1) }],
      });
      expect(Object.keys(seen.child.answers!)).toHaveLength(18);
    }

    // A teacher sees their own response, not the child's answers (nor another adult's).
    await answerAbout(SCHOOL_ADMIN, administrationId, schoolOrg(), KIDS[0]!, adultAnswers(0));
    const teacher = await studentSurvey(TEACHER, administrationId, classOrg(), KIDS[0]!);
    expect(teacher).toMatchObject({
      answersVisible: false,
      mayOptOut: false,
      child: { state: 'completed', answers: null },
    });
    expect(teacher.adults.map((a) => [a.mine, a.answers])).toEqual([
      [true, adultAnswers(1)],
      [false, null],
    ]);
    const launcher = await studentSurvey(LAUNCHER, administrationId, districtOrg(), KIDS[0]!);
    expect(launcher).toMatchObject({ answersVisible: false, child: { answers: null } });

    // The district allows teachers: they and launch administrators see answers.
    await setTeacherAccess(true);
    try {
      const allowed = await studentSurvey(TEACHER, administrationId, classOrg(), KIDS[0]!);
      expect(allowed).toMatchObject({
        answersVisible: true,
        mayOptOut: false,
        child: { answers: childAnswers },
      });
      expect(allowed.adults.map((a) => a.answers)).toEqual([adultAnswers(1), adultAnswers(0)]);
      const launching = await studentSurvey(LAUNCHER, administrationId, districtOrg(), KIDS[0]!);
      expect(launching.answersVisible).toBe(true);
      expect(await trialsOf(TEACHER)).toBe(200);
    } finally {
      await setTeacherAccess(false);
    }

    // A parent, through the family, sees their child's answers and answers the parent form.
    await playSurvey('child1', administrationId, () => 3);
    const parent = await studentSurvey(PARENT, administrationId, familyOrg(), 'child1');
    expect(parent).toMatchObject({
      answersVisible: true,
      mayOptOut: true,
      adultForm: 'parent',
      child: { state: 'completed', answers: expect.objectContaining({ 'feelings-1': 3 }) },
      adults: [],
    });
    const saved = await answerAbout(
      PARENT,
      administrationId,
      familyOrg(),
      'child1',
      adultAnswers(2),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as StudentSurvey).adults).toEqual([
      { form: 'parent', mine: true, answers: adultAnswers(2), updatedAt: expect.any(String) },
    ]);
  });

  it('lets the district’s administrators change the setting, on districts only', async () => {
    await setTeacherAccess(true);
    await setTeacherAccess(false);
    const read = await demo.call(ADMIN, 'GET', `/api/admin/orgs/${demo.orgId.district}`);
    expect(read.json().surveyAnswersToTeachers).toBe(false);
    const school = await demo.call(ADMIN, 'GET', `/api/admin/orgs/${demo.orgId.elementary}`);
    expect(school.json()).not.toHaveProperty('surveyAnswersToTeachers');
    const onSchool = await demo.call(ADMIN, 'PATCH', `/api/admin/orgs/${demo.orgId.elementary}`, {
      surveyAnswersToTeachers: true,
    });
    expect(onSchool.statusCode).toBe(400);
    expect(onSchool.json().error.fields).toEqual({ surveyAnswersToTeachers: 'notAllowed' });
    const byTeacher = await demo.call(TEACHER, 'PATCH', `/api/admin/orgs/${demo.orgId.district}`, {
      surveyAnswersToTeachers: true,
    });
    expect(byTeacher.statusCode).toBe(403);
    // A school's administrator reads the district no more than they change it.
    const bySchool = await demo.call(
      SCHOOL_ADMIN,
      'PATCH',
      `/api/admin/orgs/${demo.orgId.district}`,
      { surveyAnswersToTeachers: true },
    );
    expect(bySchool.statusCode).toBe(404);
    expect(
      (await demo.call(ADMIN, 'GET', `/api/admin/orgs/${demo.orgId.district}`)).json(),
    ).toMatchObject({
      surveyAnswersToTeachers: false,
    });
    const logged = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'org.update'), eq(auditLog.targetId, demo.orgId.district)));
    expect(logged.map((e) => e.details?.surveyAnswersToTeachers)).toEqual(
      expect.arrayContaining([true, false]),
    );
  });

  it('refuses answers that are not of the adult form, storing nothing', async () => {
    const administrationId = await surveyAdministration();
    const cases: [Record<string, unknown>, string][] = [
      [{ 'adult-1': 1, 'adult-99': 2 }, 'answers.adult-99'],
      [{ 'adult-1': 4 }, 'answers.adult-1'],
      [{ 'belonging-1': 1 }, 'answers.belonging-1'],
      [{ 'adult-1': '1' }, 'answers.adult-1'],
    ];
    for (const [answers, field] of cases) {
      const res = await answerAbout(TEACHER, administrationId, classOrg(), KIDS[1]!, answers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields), JSON.stringify(answers)).toContain(field);
    }
    const language = await demo.call(
      TEACHER,
      'PUT',
      await studentUrl(administrationId, classOrg(), KIDS[1]!),
      { answers: { 'adult-1': 1 }, language: 'fr' },
    );
    expect(language.statusCode).toBe(400);
    expect(language.json().error.fields).toHaveProperty('language');
    const stored = await database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.administrationId, administrationId));
    expect(stored).toEqual([]);
    expect((await studentSurvey(TEACHER, administrationId, classOrg(), KIDS[1]!)).adults).toEqual(
      [],
    );

    // A second answer replaces the first: one response per adult.
    await answerAbout(TEACHER, administrationId, classOrg(), KIDS[1]!, { 'adult-1': 1 });
    const changed = await answerAbout(TEACHER, administrationId, classOrg(), KIDS[1]!, {
      'adult-2': 3,
    });
    expect((changed.json() as StudentSurvey).adults).toMatchObject([
      { mine: true, answers: { 'adult-2': 3 } },
    ]);
  });

  it('a parent’s opt-out refuses the child’s run and completes the survey; opting in reopens it', async () => {
    const administrationId = await surveyAdministration();
    await setTeacherAccess(true);
    try {
      // Teachers do not opt children out, even where they see answers; nor launch administrators.
      const byTeacher = await optOut(TEACHER, administrationId, classOrg(), KIDS[2]!, true);
      expect(byTeacher.statusCode).toBe(403);
      expect(byTeacher.json().error.code).toBe('forbidden');
    } finally {
      await setTeacherAccess(false);
    }
    expect(
      (await optOut(LAUNCHER, administrationId, districtOrg(), KIDS[2]!, true)).statusCode,
    ).toBe(403);

    const out = await optOut(PARENT, administrationId, familyOrg(), 'child1', true);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ optedOut: true, child: { state: 'opted-out' } });
    const closed = await surveyAssessmentOf('child1', administrationId);
    expect(closed.survey).toMatchObject({
      startedOn: expect.any(String),
      completedOn: expect.any(String),
    });
    expect(closed.assignment?.completedOn).toBeInstanceOf(Date);
    // Opting out again changes nothing.
    expect((await optOut(PARENT, administrationId, familyOrg(), 'child1', true)).statusCode).toBe(
      200,
    );

    const run = await api.create('child1', { administrationId, taskId: SURVEY_TASK_ID });
    expect(run.statusCode).toBe(409);
    expect(run.json().error.code).toBe('survey_opted_out');
    const answered = await answerAbout(
      PARENT,
      administrationId,
      familyOrg(),
      'child1',
      adultAnswers(1),
    );
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error.code).toBe('survey_opted_out');

    const back = await optOut(PARENT, administrationId, familyOrg(), 'child1', false);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ optedOut: false, child: { state: 'not-started' } });
    const reopened = await surveyAssessmentOf('child1', administrationId);
    expect(reopened.survey).toMatchObject({ startedOn: null, completedOn: null });
    expect(reopened.assignment).toMatchObject({ startedOn: null, completedOn: null });
    const again = await api.create('child1', { administrationId, taskId: SURVEY_TASK_ID });
    expect(again.statusCode, again.body).toBe(200);

    const childId = await demo.userId('child1');
    // In the order they happened: without an order, PostgreSQL may answer rows in any order.
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, childId))
      .orderBy(asc(auditLog.createdAt));
    expect(
      entries
        .filter((e) => e.details?.administrationId === administrationId)
        .map((e) => e.action)
        .filter((a) => a.startsWith('survey.')),
    ).toEqual(['survey.opt_out', 'survey.opt_in']);
  });

  it('an administrator who sees answers opts a child out; a run made already stays', async () => {
    const administrationId = await surveyAdministration();
    const res = await optOut(SCHOOL_ADMIN, administrationId, schoolOrg(), KIDS[3]!, true);
    expect(res.statusCode, res.body).toBe(200);
    expect((await surveyAssessmentOf(KIDS[3]!, administrationId)).survey?.completedOn).toBeTruthy();
    // A child midway: the opt-out ends their survey; what the device still sends is refused.
    const started = await api.create(KIDS[4]!, { administrationId, taskId: SURVEY_TASK_ID });
    expect(started.statusCode).toBe(200);
    const runId = started.json().id as string;
    const out = await optOut(ADMIN, administrationId, districtOrg(), KIDS[4]!, true);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ optedOut: true });
    const midway = await surveyAssessmentOf(KIDS[4]!, administrationId);
    expect(midway.survey).toMatchObject({ runId });
    expect(midway.survey?.completedOn).toBeTruthy();
    const late = await api.trials(KIDS[4]!, runId, surveyTrials(() => 1).slice(0, 2));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('survey_opted_out');
    expect((await api.complete(KIDS[4]!, runId)).statusCode).toBe(409);
    // Opting back in keeps the run and its dates (it was played): nothing reopens.
    const back = await optOut(ADMIN, administrationId, districtOrg(), KIDS[4]!, false);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ optedOut: false });
    expect((await surveyAssessmentOf(KIDS[4]!, administrationId)).survey?.startedOn).toBeTruthy();
  });

  it('answers nothing outside the caller’s organisations, and nothing for another administration', async () => {
    const administrationId = await surveyAdministration();
    const forbidden = async (login: string, method: 'GET' | 'PUT', url: string, body?: object) => {
      const res = await demo.call(login, method, url, body);
      expect(res.statusCode, `${login} ${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    };
    // Another class's teacher: neither the class's summary nor its pupils.
    await forbidden(OTHER_TEACHER, 'GET', summaryUrl(administrationId, 'class', demo.orgId.grade3));
    const viaOwnClass = await studentUrl(
      administrationId,
      { type: 'class', id: demo.orgId.grade7 },
      KIDS[0]!,
    );
    await forbidden(OTHER_TEACHER, 'GET', viaOwnClass);
    await forbidden(OTHER_TEACHER, 'PUT', viaOwnClass, { answers: {}, language: 'en' });
    await forbidden(OTHER_TEACHER, 'PUT', `${viaOwnClass}/opt-out`, { optedOut: true });
    // A parent reaches their own child only; a teacher no family.
    await forbidden(PARENT, 'GET', await studentUrl(administrationId, familyOrg(), KIDS[0]!));
    await forbidden(TEACHER, 'GET', await studentUrl(administrationId, familyOrg(), 'child1'));
    await forbidden(TEACHER, 'GET', summaryUrl(administrationId, 'family', demo.orgId.family));
    // Participants have no report permission at all.
    await forbidden('student1', 'GET', summaryUrl(administrationId, 'class', demo.orgId.grade3));
    await forbidden('student1', 'GET', await studentUrl(administrationId, classOrg(), 'student1'));
    // A student outside the report's organisation (the family's child, through the district).
    await forbidden(ADMIN, 'GET', await studentUrl(administrationId, districtOrg(), 'child1'));
    // Launch administrators read students, not class summaries.
    await forbidden(LAUNCHER, 'GET', summaryUrl(administrationId, 'district', demo.orgId.district));

    // The demo screener gives no survey: nothing to count, nothing to answer.
    const screener = await summary(ADMIN, demo.screenerId, 'class', demo.orgId.grade3);
    expect(screener).toEqual({ assigned: false, minGroup: 5, optedOut: 0, forms: [] });
    const none = await studentSurvey(ADMIN, demo.screenerId, classOrg(), 'student1');
    expect(none).toMatchObject({ assigned: false, child: { state: 'not-started' }, adults: [] });
    const refused = await answerAbout(ADMIN, demo.screenerId, classOrg(), 'student1', {
      'adult-1': 1,
    });
    expect(refused.statusCode).toBe(409);
    expect((await optOut(ADMIN, demo.screenerId, classOrg(), 'student1', true)).statusCode).toBe(
      409,
    );
  });
});
