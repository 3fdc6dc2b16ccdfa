import {
  GROUP_ITEMS_MAX,
  GROUP_LEVELS,
  NORMED_SUPPORT_LEVELS,
  WORK_ON_SKILLS,
  type GroupLevel,
  type GroupStudent,
  type ReportCell,
  type SkillGroup,
  type SkillsToWorkOn,
  type TaskGroups,
  type WorkOnSkill,
} from '@roar/contracts';
import { skillsToWorkOn } from './skills-to-work-on.ts';

/**
 * The teacher groups of one task of a score report (docs/product/reports.md, 'Groups'): pure,
 * from the cells the score report table shows and the skills stored with each best run.
 */

/** One student assigned the task: the table's cell and the best run's skills to work on. */
export interface GroupInput {
  student: GroupStudent;
  cell: ReportCell;
  skills?: SkillsToWorkOn | undefined;
}

const LEVELLED: readonly string[] = [...NORMED_SUPPORT_LEVELS, 'raw-score'];

/**
 * The group of a student's cell: not finished (assigned or started), else the level the table
 * shows; an optional assessment not done is in no group (nobody expects it).
 */
export function levelOf(cell: ReportCell): GroupLevel | null {
  if (cell.status === 'assigned' || cell.status === 'started') return 'not-finished';
  if (cell.optional) return cell.completedOn ? 'optional' : null;
  if (cell.supportLevel && LEVELLED.includes(cell.supportLevel)) {
    return cell.supportLevel as GroupLevel;
  }
  return 'not-scored';
}

const byItem = new Intl.Collator('en', { numeric: true });

/**
 * A skill's group: each item with the students who miss it, most needed first (then in the
 * alphabet), the first GROUP_ITEMS_MAX; the students are those who need a listed item.
 */
function skillGroup(
  skill: WorkOnSkill,
  lists: readonly { student: GroupStudent; items: readonly string[] }[],
): SkillGroup {
  const needed = new Map<string, string[]>();
  for (const { student, items } of lists) {
    for (const item of items) needed.set(item, [...(needed.get(item) ?? []), student.userId]);
  }
  const items = [...needed]
    .map(([item, userIds]) => ({ item, userIds }))
    .sort((a, b) => b.userIds.length - a.userIds.length || byItem.compare(a.item, b.item));
  const listed = items.slice(0, GROUP_ITEMS_MAX);
  const ids = new Set(listed.flatMap((i) => i.userIds));
  return {
    skill,
    items: listed,
    moreItems: items.length - listed.length,
    students: lists.map((l) => l.student).filter((s) => ids.has(s.userId)),
  };
}

/**
 * A task's groups. Support-level groups in the levels' order (only those with students), in
 * the students' report order; skill groups for each skill a finished run scores. A task reported
 * by progress only, or waiting for a person to score it, has none.
 */
export function groupTask(
  taskId: string,
  kind: TaskGroups['kind'],
  inputs: readonly GroupInput[],
): TaskGroups {
  const base = { taskId, kind, assigned: inputs.length, levels: [], skills: [] };
  if (kind !== 'scored') return base;
  const levels = new Map<GroupLevel, GroupStudent[]>();
  const lists = new Map<WorkOnSkill, { student: GroupStudent; items: readonly string[] }[]>();
  for (const { student, cell, skills } of inputs) {
    const level = levelOf(cell);
    if (!level) continue;
    levels.set(level, [...(levels.get(level) ?? []), student]);
    if (level === 'not-finished') continue;
    for (const [skill, items] of skillsToWorkOn(skills)) {
      lists.set(skill, [...(lists.get(skill) ?? []), { student, items }]);
    }
  }
  return {
    ...base,
    levels: GROUP_LEVELS.flatMap((level) => {
      const students = levels.get(level);
      return students ? [{ level, students }] : [];
    }),
    skills: WORK_ON_SKILLS.flatMap((skill) => {
      const found = lists.get(skill);
      return found ? [skillGroup(skill, found)] : [];
    }),
  };
}
