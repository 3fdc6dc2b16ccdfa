import {
  CHILD_GRADES,
  CHILD_USERNAME_PATTERN,
  passwordProblems,
  type FamilyChildInput,
} from '@roar/contracts';

/** One child as typed into the form. */
export interface ChildDraft {
  /** Stable React key (children can be removed from the middle). */
  key: number;
  username: string;
  password: string;
  confirm: string;
  dateOfBirth: string;
  grade: string | null;
  firstName: string;
  lastName: string;
  activationCode: string;
}

let nextKey = 1;

export function emptyChild(activationCode = ''): ChildDraft {
  return {
    key: nextKey++,
    username: '',
    password: '',
    confirm: '',
    dateOfBirth: '',
    grade: null,
    firstName: '',
    lastName: '',
    activationCode,
  };
}

const field = (index: number, name: string) => `students.${index}.${name}`;

/**
 * Problems of the typed children, as field path -> code (the codes the server uses too), so
 * the form shows the same messages whichever side finds the problem.
 */
export function childProblems(
  children: readonly ChildDraft[],
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (children.length === 0) problems.students = 'atLeastOne';
  const seen = new Set<string>();
  children.forEach((child, i) => {
    const username = child.username.trim().toLowerCase();
    if (!username) problems[field(i, 'username')] = 'required';
    else if (!CHILD_USERNAME_PATTERN.test(username))
      problems[field(i, 'username')] = 'invalidUsername';
    else if (seen.has(username)) problems[field(i, 'username')] = 'username_taken';
    seen.add(username);
    const [rule] = passwordProblems(child.password);
    if (rule) problems[field(i, 'password')] = rule;
    if (child.confirm !== child.password) problems[field(i, 'confirm')] = 'mismatch';
    if (!child.dateOfBirth) problems[field(i, 'dateOfBirth')] = 'required';
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(child.dateOfBirth) || child.dateOfBirth > today) {
      problems[field(i, 'dateOfBirth')] = 'invalidDate';
    }
    if (!child.grade || !(CHILD_GRADES as readonly string[]).includes(child.grade)) {
      problems[field(i, 'grade')] = 'invalidGrade';
    }
  });
  return problems;
}

/** The request shape of the typed children (empty optional fields left out). */
export function toChildInputs(children: readonly ChildDraft[]): FamilyChildInput[] {
  return children.map((child) => ({
    username: child.username.trim(),
    password: child.password,
    dateOfBirth: child.dateOfBirth,
    grade: child.grade as FamilyChildInput['grade'],
    ...(child.firstName.trim() ? { firstName: child.firstName.trim() } : {}),
    ...(child.lastName.trim() ? { lastName: child.lastName.trim() } : {}),
    ...(child.activationCode.trim() ? { activationCode: child.activationCode.trim() } : {}),
  }));
}
