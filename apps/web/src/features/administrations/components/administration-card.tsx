import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AdministrationSummary } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';
import type { TaskTexts } from '../../../lib/task-text.ts';
import { OrgTree } from './org-tree.tsx';
import { ProgressBar } from './progress-bar.tsx';

export interface CardAbilities {
  isSuperAdmin: boolean;
  canEdit: boolean;
  canCreate: boolean;
}

interface Props extends CardAbilities {
  administration: AdministrationSummary;
  formatDate: (iso: string) => string;
  onDelete: (administration: AdministrationSummary, title: string) => void;
  t: TFunction;
  /** Task names in the language on screen (an administrator's own name as written). */
  taskTexts: TaskTexts;
}

/** Super admins see the internal name; everyone else the name participants see. */
export function administrationTitle(a: AdministrationSummary, isSuperAdmin: boolean): string {
  return isSuperAdmin ? a.name : a.publicName || a.name;
}

/**
 * The name participants, parents and letters see, shown beside the internal one to super admins
 * when it differs (issue 21: one name per audience, and the admin knows both).
 */
function shownPublicName(a: AdministrationSummary, isSuperAdmin: boolean): string | null {
  return isSuperAdmin && a.publicName && a.publicName !== a.name ? a.publicName : null;
}

/** Task names in the administration's order, each once, in the language on screen. */
function assessmentNames(a: AdministrationSummary, texts: TaskTexts): string[] {
  const names = a.assessments.map((x) =>
    x.taskPublicName
      ? texts.publicName(x.taskId, x.taskPublicName)
      : texts.name(x.taskId, x.taskName),
  );
  return names.filter((name, index) => names.indexOf(name) === index);
}

/** One administration on the admin home: names, dates, assessments, progress, actions. */
export function AdministrationCard({
  administration: a,
  formatDate,
  onDelete,
  t,
  taskTexts,
  ...can
}: Props) {
  const [open, setOpen] = useState(false);
  const title = administrationTitle(a, can.isSuperAdmin);
  const publicName = shownPublicName(a, can.isSuperAdmin);
  const detailsId = `administration-details-${a.id}`;
  const headingId = `administration-title-${a.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3" id={headingId}>
                {title}
              </Title>
              {a.isTest ? <Badge color="gray">{t('card.test')}</Badge> : null}
            </Group>
            {publicName ? (
              <Text size="sm">{t('card.publicName', { name: publicName })}</Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {can.canEdit ? (
              <Button
                component={Link}
                to={pathTo.editAdministration(a.id)}
                variant="light"
                size="xs"
                aria-label={t('card.editNamed', { name: title })}
              >
                {t('card.edit')}
              </Button>
            ) : null}
            {can.canCreate ? (
              <Button
                component={Link}
                to={pathTo.duplicateAdministration(a.id)}
                variant="light"
                size="xs"
                aria-label={t('card.duplicateNamed', { name: title })}
              >
                {t('card.duplicate')}
              </Button>
            ) : null}
            {can.isSuperAdmin ? (
              <Button
                color="red"
                variant="light"
                size="xs"
                onClick={() => onDelete(a, title)}
                aria-label={t('card.deleteNamed', { name: title })}
              >
                {t('card.delete')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('card.dates')}:
          </Text>{' '}
          {formatDate(a.dateOpened)} – {formatDate(a.dateClosed)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('card.assessments')}:
          </Text>{' '}
          {assessmentNames(a, taskTexts).join(', ')}
        </Text>
        <ProgressBar counts={a.counts} t={t} />
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailsId}
          >
            {t(open ? 'card.hideDetails' : 'card.showDetails')}
          </Button>
        </div>
        {open ? (
          <section id={detailsId} aria-label={t('card.detailsNamed', { name: title })}>
            <OrgTree administrationId={a.id} parentId={null} t={t} />
          </section>
        ) : null}
      </Stack>
    </Paper>
  );
}
