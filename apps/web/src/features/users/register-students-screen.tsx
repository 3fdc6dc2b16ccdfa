import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobChanged } from '../../lib/jobs-api.ts';
import { Alert, Button, Group, Loader, Stepper, Text } from '@mantine/core';
import type { OrgLists } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { MapStep, mappingComplete } from './components/map-step.tsx';
import { emptyOrgLists } from './components/org-selects.tsx';
import { ImportJobView } from './components/import-job-view.tsx';
import { PreviewStep } from './components/preview-step.tsx';
import { RecentImports } from './components/recent-imports.tsx';
import { UploadStep } from './components/upload-step.tsx';
import { startStudentImport } from './api/register-students.ts';
import { usersMessages } from './i18n/messages.ts';
import {
  guessMapping,
  localToday,
  toRosterRow,
  validateRows,
  type ColumnMapping,
  type RosterFile,
} from './roster/mapping.ts';

/**
 * /register-students: upload a CSV, map its columns, preview, then register the whole file as a
 * background job; `?job=<id>` shows that job (its progress, then its result), so the page can be
 * left and come back to (docs/decisions/024-background-jobs.md).
 */
export function RegisterStudentsScreen() {
  const { t, i18n, ready } = useFeatureTranslation(usersMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const jobId = searchParams.get('job');
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<RosterFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [orgs, setOrgs] = useState<OrgLists>(emptyOrgLists);
  const [showMapProblems, setShowMapProblems] = useState(false);
  // A new file input after starting over.
  const [attempt, setAttempt] = useState(0);

  const rows = useMemo(
    () => (file && mapping ? file.records.map((r, i) => toRosterRow(r, i, mapping)) : []),
    [file, mapping],
  );
  const problems = useMemo(
    () => validateRows(rows, { today: localToday(), sharedOrgs: mapping?.orgMode === 'chosen' }),
    [rows, mapping],
  );
  const readyCount = problems.filter((p) => p.length === 0).length;
  const sharedOrgs =
    mapping?.orgMode === 'chosen'
      ? {
          districts: orgs.districts,
          schools: orgs.schools,
          classes: orgs.classes,
          groups: orgs.groups,
        }
      : undefined;

  const start = useMutation({
    // Every row goes: the server checks them all again, and reports the refused ones with the
    // file's own cells.
    mutationFn: () =>
      startStudentImport({
        rows,
        ...(sharedOrgs ? { orgs: sharedOrgs } : {}),
        ...(file?.name ? { fileName: file.name } : {}),
        headers: file!.headers,
        records: file!.records.map((record) => file!.headers.map((h) => record[h] ?? '')),
      }),
    onSuccess: (job) => {
      void jobChanged(queryClient, job);
      showJob(job.id);
    },
  });

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  function showJob(id: string | null) {
    setSearchParams(id ? { job: id } : {});
  }

  if (jobId) {
    return (
      <PageTitle title={t('register.title')}>
        <ImportJobView
          key={jobId}
          jobId={jobId}
          onRestart={() => {
            restart();
            showJob(null);
          }}
          t={t}
        />
      </PageTitle>
    );
  }

  function restart() {
    setFile(null);
    setMapping(null);
    setOrgs(emptyOrgLists());
    setShowMapProblems(false);
    setStep(0);
    setAttempt((n) => n + 1);
    start.reset();
  }
  function next() {
    if (step === 1 && mapping && !mappingComplete(mapping, orgs)) {
      setShowMapProblems(true);
      return;
    }
    if (step === 2) {
      start.mutate();
      return;
    }
    setStep((s) => s + 1);
  }
  const canGoOn = step === 0 ? file !== null : step === 2 ? readyCount > 0 : true;

  return (
    <PageTitle title={t('register.title')}>
      <Text c="dimmed">{t('register.intro')}</Text>
      <RecentImports onView={showJob} t={t} locale={i18n.language} />
      <Stepper active={step} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('register.steps.upload')}>
          <UploadStep
            key={attempt}
            file={file}
            onFile={(parsed) => {
              setFile(parsed);
              setMapping(parsed ? guessMapping(parsed.headers) : null);
            }}
            t={t}
          />
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.map')}>
          {file && mapping && (
            <MapStep
              headers={file.headers}
              mapping={mapping}
              onMapping={setMapping}
              orgs={orgs}
              onOrgs={setOrgs}
              showProblems={showMapProblems}
              t={t}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.preview')}>
          <PreviewStep
            loginField={mapping?.useEmail ? 'email' : 'username'}
            rows={rows}
            problems={problems}
            t={t}
          />
          {readyCount === 0 && <Text c="red">{t('register.preview.nothingReady')}</Text>}
          {start.isError && (
            <Alert color="red" role="alert" mt="sm">
              {t('register.job.startFailed')}
            </Alert>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.submit')} />
      </Stepper>
      {step < 3 && (
        <Group justify="space-between">
          <Group>
            {step > 0 && (
              <Button variant="default" onClick={() => setStep((s) => s - 1)}>
                {t('register.back')}
              </Button>
            )}
            {file && (
              <Button variant="subtle" onClick={restart}>
                {t('register.startOver')}
              </Button>
            )}
          </Group>
          <Button onClick={next} disabled={!canGoOn} loading={start.isPending}>
            {step === 2 ? t('register.preview.submit', { count: readyCount }) : t('register.next')}
          </Button>
        </Group>
      )}
    </PageTitle>
  );
}
