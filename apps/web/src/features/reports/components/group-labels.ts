import type { TFunction } from 'i18next';
import {
  NORMED_SUPPORT_LEVELS,
  type GroupLevel,
  type GroupStudent,
  type SkillGroup,
  type WorkOnSkill,
} from '@roar/contracts';
import { fullNameOf } from './labels.ts';

/** A support-level group's name: the spec's three levels as the table says them, else ours. */
export function levelName(t: TFunction, level: GroupLevel): string {
  return (NORMED_SUPPORT_LEVELS as readonly string[]).includes(level)
    ? t(`supportLevels.${level}`)
    : t(`groups.levels.${level}`);
}

/** An item to work on in words: subtests and strands by name; letters and facts as they are. */
export function itemName(t: TFunction, skill: WorkOnSkill, item: string): string {
  return skill === 'subtests' || skill === 'strands'
    ? t(`groups.items.${skill}.${item}`, { defaultValue: item })
    : item;
}

/** 'Letter sounds to work on: b, d, m and 3 more' (the card's and the sheet's title). */
export function skillTitle(t: TFunction, group: SkillGroup, locale: string): string {
  const names = group.items.map((i) => itemName(t, group.skill, i.item));
  if (group.moreItems) names.push(t('groups.moreItems', { count: group.moreItems }));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return names.length
    ? t('groups.skillWithItems', { skill: t(`groups.skills.${group.skill}`), items: list })
    : t(`groups.skills.${group.skill}`);
}

/** A name as the one-page sheet says it: the first name and the last name's initial. */
export function shortNameOf(student: GroupStudent): string {
  const initial = student.lastName?.trim().charAt(0);
  return student.firstName && initial ? `${student.firstName} ${initial}.` : fullNameOf(student);
}

/** The students of an item, by name (full, or `short` on the sheet), in report order. */
export function namesOf(
  userIds: readonly string[],
  students: ReadonlyMap<string, GroupStudent>,
  name: (student: GroupStudent) => string = fullNameOf,
): string {
  return userIds.map((id) => (students.has(id) ? name(students.get(id)!) : id)).join(', ');
}
