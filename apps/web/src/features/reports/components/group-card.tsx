import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { GroupStudent, ReportParams, SkillGroup } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';
import { itemName, namesOf } from './group-labels.ts';
import { fullNameOf } from './labels.ts';

/** The students of a group, each a link to their student report. */
function StudentLinks({
  students,
  params,
  t,
}: {
  students: readonly GroupStudent[];
  params: ReportParams;
  t: TFunction;
}) {
  return (
    <ul className="group-students">
      {students.map((s) => (
        <li key={s.userId}>
          <Anchor
            component={Link}
            to={pathTo.studentReport(params.administrationId, params.orgType, params.orgId, s.userId)}
            // The visible name is in the accessible one (WCAG 2.5.3 Label in Name).
            aria-label={t('table.viewReport', { name: fullNameOf(s) })}
            className="report-focusable"
          >
            {fullNameOf(s)}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * One group as a card: its name, how many students, the students (linked to their reports) and,
 * for a skill group, each item with the students who miss it.
 */
export function GroupCard({
  id,
  title,
  students,
  skill,
  params,
  t,
}: {
  id: string;
  title: string;
  students: readonly GroupStudent[];
  skill?: SkillGroup;
  params: ReportParams;
  t: TFunction;
}) {
  const byId = new Map(students.map((s) => [s.userId, s]));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} className="group-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
          <Badge variant="light" color="gray" className="group-count">
            {t('groups.students', { count: students.length })}
          </Badge>
        </Group>
        {skill && skill.items.length === 0 ? (
          <Text size="sm">{t('groups.nothingToWorkOn')}</Text>
        ) : null}
        {skill && skill.items.length > 0 ? (
          <ul className="group-items">
            {skill.items.map((i) => (
              <li key={i.item}>
                <Text span fw={700}>
                  {itemName(t, skill.skill, i.item)}
                </Text>{' '}
                {t('groups.itemStudents', { count: i.userIds.length, names: namesOf(i.userIds, byId) })}
              </li>
            ))}
          </ul>
        ) : null}
        {students.length ? <StudentLinks students={students} params={params} t={t} /> : null}
      </Stack>
    </Paper>
  );
}
