import { useState, type ReactNode } from 'react';
import { Accordion, Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Locale, StudentReportParams } from '@roar/contracts';
import { Link } from 'react-router';
import type { ReportContent } from '../content/types.ts';
import { ExportPdfButton } from './export-pdf-button.tsx';
import { ReportHeader } from './report-header.tsx';
import { ReportTabs } from './report-tabs.tsx';
import { SupportTag } from './score-tags.tsx';
import { TaskSection } from './task-section.tsx';
import './styles.ts';

interface Props {
  content: ReportContent;
  /** The report's address: the PDF export asks the server for it. */
  params: StudentReportParams;
  /** The screen's language, the PDF's. */
  locale: Locale;
  fileName: string;
  classReportHref: string;
  /** The one-page letter to the family. */
  letterHref: string;
  /** Shown after the results, on screen only (the survey section). */
  extra?: ReactNode;
  t: TFunction;
}

/** The report once loaded: header, summary, a section per completed task, and the two tabs. */
export function ReportView({
  content,
  params,
  locale,
  fileName,
  classReportHref,
  letterHref,
  extra,
  t,
}: Props) {
  const [open, setOpen] = useState<string[]>([]);
  const ids = content.tasks.map((task) => task.taskId);
  const actions = (
    <>
      {ids.length > 0 && (
        <>
          <Button variant="default" onClick={() => setOpen(ids)}>
            {t('actions.expandAll')}
          </Button>
          <Button variant="default" onClick={() => setOpen([])}>
            {t('actions.collapseAll')}
          </Button>
        </>
      )}
      <ExportPdfButton params={params} locale={locale} fileName={fileName} t={t} />
      {!content.stillWorking && (
        <Button component={Link} to={letterHref} variant="default">
          {t('letter.open')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      <ReportHeader content={content} actions={actions} />
      {content.stillWorking ? (
        <Stack gap="xs" role="status">
          <Title order={2}>{content.stillWorking.title}</Title>
          <Text>{content.stillWorking.body}</Text>
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2}>{content.summary.heading}</Title>
            <Text>{content.summary.body}</Text>
            <Text>{content.summary.included}</Text>
            <List withPadding>
              {content.summary.tasks.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
            {content.summary.notCompleted.length > 0 && (
              <Text size="sm" c="dimmed">
                {content.summary.notCompletedLabel} {content.summary.notCompleted.join(', ')}
              </Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={2}>{content.resultsHeading}</Title>
            <Accordion multiple value={open} onChange={setOpen} variant="separated" order={3}>
              {content.tasks.map((task) => (
                <Accordion.Item key={task.taskId} value={task.taskId}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="wrap">
                      <Text fw={600} component="span">
                        {task.name}
                      </Text>
                      {task.supportLevel && task.supportLabel && (
                        <SupportTag level={task.supportLevel} label={task.supportLabel} />
                      )}
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <TaskSection
                      task={task}
                      provisionalLabel={content.provisionalLabel}
                      open={open.includes(task.taskId)}
                      t={t}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        </>
      )}
      {extra}
      <Divider />
      <ReportTabs
        content={content}
        classReportHref={classReportHref}
        classReportLabel={t('nextSteps.classReport')}
        tabsLabel={t('tabs.label')}
      />
    </Stack>
  );
}
