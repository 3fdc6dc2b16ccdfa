import { z } from 'zod';
import { NORMED_SUPPORT_LEVELS } from './runs.ts';
import { ReportFilterSchema } from './reports.ts';

/**
 * Teacher groups of a score report (issue 21, docs/product/reports.md section 'Groups'): per
 * task, the students by support level and by skill to work on, for a one-page group sheet.
 */

/** Most students one scope groups: a class or a grade of a school, not a district. */
export const GROUPS_STUDENTS_MAX = 400;
/** Most items (letters, sounds, facts...) a skill group lists: the sheet is one page. */
export const GROUP_ITEMS_MAX = 8;

/** The score report's school and grade filters choose the students. */
export const ReportGroupsQuerySchema = ReportFilterSchema.pick({ schoolId: true, grade: true });
export type ReportGroupsQuery = z.infer<typeof ReportGroupsQuerySchema>;

/**
 * A support-level group: the spec's three levels; `raw-score` finished a task without norms (no
 * level); `optional` finished an optional assessment; `not-scored` finished but no score is
 * stored yet; `not-finished` assigned or started, no finished run.
 */
export const GROUP_LEVELS = [
  ...NORMED_SUPPORT_LEVELS,
  'raw-score',
  'optional',
  'not-scored',
  'not-finished',
] as const;
export type GroupLevel = (typeof GROUP_LEVELS)[number];

/** The skills lists groups are made of (the runs' skills to work on). */
export const WORK_ON_SKILLS = ['letters', 'sounds', 'facts', 'subtests', 'strands'] as const;
export type WorkOnSkill = (typeof WORK_ON_SKILLS)[number];

/**
 * How a task is grouped: `scored` by support level and skills; `progress-only` tasks (the survey,
 * games played elsewhere) and `awaiting-scoring` ones (scored by a person) have no groups.
 */
export const GROUP_TASK_KINDS = ['scored', 'progress-only', 'awaiting-scoring'] as const;

export const GroupStudentSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
});
export type GroupStudent = z.infer<typeof GroupStudentSchema>;

export const LevelGroupSchema = z.object({
  level: z.enum(GROUP_LEVELS),
  students: z.array(GroupStudentSchema),
});
export type LevelGroup = z.infer<typeof LevelGroupSchema>;

/** One item to work on ('b') and the students who miss it (ids of the task's students). */
export const SkillItemSchema = z.object({ item: z.string(), userIds: z.array(z.string()) });
export type SkillItem = z.infer<typeof SkillItemSchema>;

/**
 * A skill group: its items, most needed first (at most GROUP_ITEMS_MAX; `moreItems` how many
 * were left out), and the students who need any of them.
 */
export const SkillGroupSchema = z.object({
  skill: z.enum(WORK_ON_SKILLS),
  items: z.array(SkillItemSchema),
  moreItems: z.number().int().nonnegative(),
  students: z.array(GroupStudentSchema),
});
export type SkillGroup = z.infer<typeof SkillGroupSchema>;

export const TaskGroupsSchema = z.object({
  taskId: z.string(),
  kind: z.enum(GROUP_TASK_KINDS),
  /** Students assigned the task. */
  assigned: z.number().int().nonnegative(),
  levels: z.array(LevelGroupSchema),
  skills: z.array(SkillGroupSchema),
});
export type TaskGroups = z.infer<typeof TaskGroupsSchema>;

export const ReportGroupsSchema = z.object({
  /** Students in the scope; above GROUPS_STUDENTS_MAX nothing is grouped (`tooMany`). */
  total: z.number().int().nonnegative(),
  tooMany: z.boolean(),
  max: z.number().int().positive(),
  tasks: z.array(TaskGroupsSchema),
});
export type ReportGroups = z.infer<typeof ReportGroupsSchema>;
