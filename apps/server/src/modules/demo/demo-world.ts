/**
 * The demo world seeded into an empty database (issue "demo world"): one district with two schools,
 * three classes, a group and a family, and one account per kind of user. Pure data, so the README
 * and the e2e tests can read the accounts without touching a database.
 */
import type { AccountType, MembershipRole, OrgType } from '@roar/db';
import type { AssessmentConditions, Condition, Locale } from '@roar/contracts';
import { PLAYABLE_TASK_IDS, gameOf } from '@roar/tasks/registry';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'RoarDemo2026';

export const DEMO_DISTRICT_NAME = 'Demo District';

/** Keys the people below use to name their organisations. */
export type DemoOrgKey =
  | 'district'
  | 'elementary'
  | 'middle'
  | 'kindergarten'
  | 'grade3'
  | 'grade4'
  | 'grade7'
  | 'group'
  | 'family'
  | 'familia';

export interface DemoOrg {
  key: DemoOrgKey;
  type: OrgType;
  name: string;
  abbreviation?: string;
  /** The parent in the org tree (school -> district, class -> school). */
  parent?: DemoOrgKey;
  /** Whether the org belongs to the demo district's tenant. */
  inDistrict: boolean;
  /** Grade of a class. */
  grade?: string;
}

/** In insertion order: parents before children. */
export const DEMO_ORGS: readonly DemoOrg[] = [
  {
    key: 'district',
    type: 'district',
    name: DEMO_DISTRICT_NAME,
    abbreviation: 'DEMO',
    inDistrict: true,
  },
  {
    key: 'elementary',
    type: 'school',
    name: 'Demo Elementary School',
    abbreviation: 'DES',
    parent: 'district',
    inDistrict: true,
  },
  {
    key: 'middle',
    type: 'school',
    name: 'Demo Middle School',
    abbreviation: 'DMS',
    parent: 'district',
    inDistrict: true,
  },
  {
    key: 'kindergarten',
    type: 'class',
    name: 'Kindergarten - Room 101',
    parent: 'elementary',
    grade: 'K',
    inDistrict: true,
  },
  {
    key: 'grade3',
    type: 'class',
    name: 'Grade 3 - Room 204',
    parent: 'elementary',
    grade: '3',
    inDistrict: true,
  },
  {
    key: 'grade4',
    type: 'class',
    name: 'Grade 4 - Room 208',
    parent: 'elementary',
    grade: '4',
    inDistrict: true,
  },
  {
    key: 'grade7',
    type: 'class',
    name: 'Grade 7 - Room 312',
    parent: 'middle',
    grade: '7',
    inDistrict: true,
  },
  // Groups and families stand on their own, outside the district tree (architecture section 6).
  { key: 'group', type: 'group', name: 'Dual Language Group', inDistrict: false },
  { key: 'family', type: 'family', name: 'Demo Family', inDistrict: false },
  // A Spanish-speaking family (child2): its letters are written in Spanish.
  { key: 'familia', type: 'family', name: 'Familia Hernández', inDistrict: false },
];

export interface DemoPerson {
  /** Email for adults, username for students (who sign in without an email). */
  login: string;
  /** What the account demonstrates (English, for the README and test titles). */
  description: string;
  userType: AccountType;
  superAdmin?: boolean;
  first: string;
  last: string;
  grade?: string;
  /** Month and day of birth; the year follows from the grade. */
  birthday?: string;
  preferredLocale?: string;
  /** The language of letters to the student's family (one of the four locales). */
  homeLocale?: Locale;
  /** Whether the account belongs to the demo district's tenant. */
  inDistrict: boolean;
  memberships: readonly { org: DemoOrgKey; role: MembershipRole }[];
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    login: 'superadmin@demo.roar.test',
    description: 'Super administrator: sees and manages everything',
    userType: 'admin',
    superAdmin: true,
    first: 'Morgan',
    last: 'Ellis',
    inDistrict: false,
    memberships: [],
  },
  {
    login: 'admin@demo.roar.test',
    description: 'Administrator of Demo District',
    userType: 'admin',
    first: 'Priya',
    last: 'Natarajan',
    inDistrict: true,
    memberships: [{ org: 'district', role: 'admin' }],
  },
  {
    login: 'teacher@demo.roar.test',
    description: 'Teacher administering the grade 3 class',
    userType: 'teacher',
    first: 'Daniel',
    last: 'Okafor',
    inDistrict: true,
    memberships: [{ org: 'grade3', role: 'admin' }],
  },
  {
    login: 'teacher7@demo.roar.test',
    description: 'Teacher administering the grade 7 class',
    userType: 'teacher',
    first: 'Sofia',
    last: 'Reyes',
    inDistrict: true,
    memberships: [{ org: 'grade7', role: 'admin' }],
  },
  {
    login: 'launch@demo.roar.test',
    description: 'Launch administrator of Demo District (starts assessments for students)',
    userType: 'launch_admin',
    first: 'Grace',
    last: 'Whitfield',
    inDistrict: true,
    memberships: [{ org: 'district', role: 'launch_admin' }],
  },
  {
    login: 'parent@demo.roar.test',
    description: 'Parent in Demo Family (child: child1)',
    userType: 'parent',
    first: 'Laura',
    last: 'Bennett',
    inDistrict: false,
    memberships: [{ org: 'family', role: 'parent' }],
  },
  {
    login: 'familia@demo.roar.test',
    description: 'Spanish-speaking parent (es-CO) in Familia Hernández (child: child2)',
    userType: 'parent',
    first: 'Carmen',
    last: 'Hernández',
    preferredLocale: 'es-CO',
    inDistrict: false,
    memberships: [{ org: 'familia', role: 'parent' }],
  },
  {
    login: 'student1',
    description: 'Student, grade 3, Demo Elementary School',
    userType: 'student',
    first: 'Maya',
    last: 'Johnson',
    grade: '3',
    birthday: '04-12',
    inDistrict: true,
    memberships: [
      { org: 'grade3', role: 'student' },
      { org: 'elementary', role: 'student' },
    ],
  },
  {
    login: 'student2',
    description: 'Student, grade 7, Demo Middle School',
    userType: 'student',
    first: 'Ethan',
    last: 'Park',
    grade: '7',
    birthday: '09-23',
    inDistrict: true,
    memberships: [
      { org: 'grade7', role: 'student' },
      { org: 'middle', role: 'student' },
    ],
  },
  {
    login: 'student3',
    description: 'Student, kindergarten, Demo Elementary School',
    userType: 'student',
    first: 'Zoe',
    last: 'Williams',
    grade: 'K',
    birthday: '01-30',
    inDistrict: true,
    memberships: [
      { org: 'kindergarten', role: 'student' },
      { org: 'elementary', role: 'student' },
    ],
  },
  {
    login: 'estudiante1',
    description: 'Spanish-speaking student (es-CO), grade 2, Dual Language Group',
    userType: 'student',
    first: 'Valentina',
    last: 'García',
    grade: '2',
    birthday: '06-05',
    preferredLocale: 'es-CO',
    inDistrict: true,
    memberships: [
      { org: 'elementary', role: 'student' },
      { org: 'group', role: 'student' },
    ],
  },
  {
    login: 'child1',
    description: 'Child, grade 1, in Demo Family (no school)',
    userType: 'student',
    first: 'Leo',
    last: 'Bennett',
    grade: '1',
    birthday: '11-17',
    inDistrict: false,
    memberships: [{ org: 'family', role: 'child' }],
  },
  {
    login: 'child2',
    description: 'Child, grade 2, in Familia Hernández (no school); letters home in Spanish',
    userType: 'student',
    first: 'Lucía',
    last: 'Hernández',
    grade: '2',
    birthday: '04-09',
    homeLocale: 'es-CO',
    inDistrict: false,
    memberships: [{ org: 'familia', role: 'child' }],
  },
  {
    login: 'explorer',
    description: 'Student, grade 4, Demo Elementary School: every game, in All Games',
    userType: 'student',
    first: 'Riley',
    last: 'Chen',
    grade: '4',
    birthday: '02-14',
    inDistrict: true,
    memberships: [
      { org: 'grade4', role: 'student' },
      { org: 'elementary', role: 'student' },
    ],
  },
];

export interface DemoAccount {
  login: string;
  role: string;
  password: string;
}

/** The demo sign-ins: one source for the README, the sign-in page hint and e2e tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.map((p) => ({
  login: p.login,
  role: p.description,
  password: DEMO_PASSWORD,
}));

/** One assessment of a demo administration: a task's 'default' variant and its conditions. */
export interface DemoAssessment {
  taskId: string;
  conditions: AssessmentConditions | null;
}

/** A demo administration, opened and closed relative to the day it is seeded. */
export interface DemoAdministrationSpec {
  name: string;
  publicName: string;
  orgs: readonly DemoOrgKey[];
  /** Days before the seed day that it opens. */
  opensDaysBefore: number;
  /** Days after the seed day that it closes (negative: it closed before). */
  closesDaysAfter: number;
  sequential: boolean;
  legal: { consent: boolean; assent: boolean };
  assessments: readonly DemoAssessment[];
}

const ENGLISH: Condition = { field: 'language', op: 'NOT_EQUAL', value: 'es' };
const SPANISH: Condition = { field: 'language', op: 'EQUAL', value: 'es' };
const GRADE_7_UP: Condition = { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: '7' };

/**
 * The open demo administration: the reading screener for the district and the dual language
 * group, in English for everyone whose language is not Spanish and in Spanish for the others;
 * the letter task is optional from grade 7.
 */
export const DEMO_ADMINISTRATION: DemoAdministrationSpec = {
  name: 'Demo Screener',
  publicName: 'Reading Screener',
  orgs: ['district', 'group'],
  opensDaysBefore: 7,
  closesDaysAfter: 365,
  sequential: false,
  legal: { consent: false, assent: false },
  assessments: [
    ...(['swr', 'sre', 'pa', 'letter'] as const).map((taskId) => ({
      taskId,
      conditions: { assigned: ENGLISH, ...(taskId === 'letter' ? { optional: GRADE_7_UP } : {}) },
    })),
    ...(['swr-es', 'sre-es', 'pa-es', 'letter-es'] as const).map((taskId) => ({
      taskId,
      conditions: {
        assigned: SPANISH,
        ...(taskId === 'letter-es' ? { optional: GRADE_7_UP } : {}),
      },
    })),
  ],
};

/**
 * A second open administration for the kindergarten class: the Canadian English letter task and
 * phonics, which the screener does not give. Named after the screener ('Demo W...' sorts after
 * 'Demo S...'), so the screener stays the one a child's home opens on.
 */
export const DEMO_WORD_STUDY: DemoAdministrationSpec = {
  name: 'Demo Word Study',
  publicName: 'Letters and Phonics',
  orgs: ['kindergarten'],
  opensDaysBefore: 7,
  closesDaysAfter: 365,
  sequential: false,
  legal: { consent: false, assent: false },
  assessments: [
    { taskId: 'letter-en-ca', conditions: null },
    { taskId: 'phonics', conditions: null },
  ],
};

/**
 * Every task page a game plays, for the grade-4 class (`explorer`): each game's tasks join it on
 * their own, from the games registry, with the catalogue's default variant.
 */
export const DEMO_ALL_GAMES: DemoAdministrationSpec = {
  name: 'All Games',
  publicName: 'All Games',
  orgs: ['grade4'],
  opensDaysBefore: 7,
  closesDaysAfter: 365,
  sequential: false,
  legal: { consent: false, assent: false },
  assessments: PLAYABLE_TASK_IDS.map((taskId) => ({ taskId, conditions: null })),
};

/** Every demo administration, seeded in this order. */
export const DEMO_ADMINISTRATIONS: readonly DemoAdministrationSpec[] = [
  DEMO_ADMINISTRATION,
  DEMO_WORD_STUDY,
  DEMO_ALL_GAMES,
];

/**
 * The screener of the autumn before, closed, for the classmates below only: their runs in it are
 * the earlier points of their score histories.
 */
export const DEMO_FALL_SCREENER: DemoAdministrationSpec = {
  name: 'Demo Fall Screener',
  publicName: 'Fall Reading Screener',
  orgs: ['grade3', 'grade7'],
  opensDaysBefore: 130,
  closesDaysAfter: -100,
  sequential: false,
  legal: { consent: false, assent: false },
  // The normed tasks only: their history charts show percentiles and support levels.
  assessments: DEMO_ADMINISTRATION.assessments.filter(
    (a) => a.conditions?.assigned === ENGLISH && gameOf(a.taskId)?.report.norms !== 'none',
  ),
};

/** A class of simulated students with completed runs (demo-runs.ts). */
export interface DemoClassmates {
  org: 'grade3' | 'grade7';
  /** Their school (students are members of the class and the school). */
  school: DemoOrgKey;
  grade: string;
  /** Mean and spread of the classmates' abilities (theta). */
  theta: { mean: number; sd: number };
  /** First and last names; usernames are `first.last`. */
  names: readonly (readonly [string, string])[];
}

/**
 * The classmates of student1 and student2, each with runs of the screener played by a simulated
 * child (scores are the server's, from the stored trials). Seeded outside tests only (SEED_DEMO_RUNS),
 * so the e2e tests and the server tests find the classes as the demo accounts leave them.
 */
export const DEMO_CLASSMATES: readonly DemoClassmates[] = [
  {
    org: 'grade3',
    school: 'elementary',
    grade: '3',
    theta: { mean: -0.6, sd: 1 },
    names: [
      ['Olivia', 'Martinez'],
      ['Liam', 'Nguyen'],
      ['Ava', 'Thompson'],
      ['Noah', 'Patel'],
      ['Isabella', 'Kim'],
      ['Lucas', 'Robinson'],
      ['Mia', 'Hernandez'],
      ['Elijah', 'Carter'],
      ['Harper', 'Lewis'],
      ['James', 'Walker'],
      ['Amelia', 'Scott'],
      ['Benjamin', 'Adams'],
      ['Evelyn', 'Rivera'],
      ['Henry', 'Mitchell'],
      ['Abigail', 'Turner'],
      ['Jack', 'Phillips'],
      ['Ella', 'Campbell'],
      ['Samuel', 'Brooks'],
      ['Aria', 'Foster'],
      ['Owen', 'Murphy'],
    ],
  },
  {
    org: 'grade7',
    school: 'middle',
    grade: '7',
    theta: { mean: 0.3, sd: 1 },
    names: [
      ['Chloe', 'Sanders'],
      ['Daniel', 'Price'],
      ['Lily', 'Coleman'],
      ['Gabriel', 'Ward'],
      ['Nora', 'Hughes'],
      ['Mateo', 'Flores'],
      ['Hannah', 'Perry'],
      ['Isaac', 'Long'],
      ['Layla', 'Russell'],
      ['Caleb', 'Griffin'],
      ['Aaliyah', 'Hayes'],
      ['Julian', 'Myers'],
      ['Stella', 'Ford'],
      ['Adrian', 'Sullivan'],
      ['Naomi', 'Wallace'],
      ['Miles', 'Jenkins'],
      ['Ruby', 'Butler'],
      ['Elias', 'Fisher'],
      ['Violet', 'Simmons'],
      ['Wyatt', 'Gordon'],
    ],
  },
];

/** The username of a classmate. */
/**
 * The classmate whose family reads Spanish at home: her teacher's 'Letter for the family' opens in
 * Spanish (Latin America), her home language, from the scores the classmates' seed gives her.
 */
export const DEMO_SPANISH_HOME = {
  first: 'Mia',
  last: 'Hernandez',
  homeLocale: 'es-CO',
} as const satisfies { first: string; last: string; homeLocale: Locale };

export const classmateLogin = (first: string, last: string): string =>
  `${first}.${last}`.toLowerCase();
