import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Loader, Stepper, Text } from '@mantine/core';
import type { OrgLists, RosterRowResult } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { MapStep, mappingComplete } from './components/map-step.tsx';
import { emptyOrgLists } from './components/org-selects.tsx';
import { PreviewStep } from './components/preview-step.tsx';
import { SubmitStep } from './components/submit-step.tsx';
import { UploadStep } from './components/upload-step.tsx';
import { usersMessages } from './i18n/messages.ts';
import {
  guessMapping,
  localToday,
  toRosterRow,
  validateRows,
  type ColumnMapping,
  type RosterFile,
} from './roster/mapping.ts';

/** /register-students: upload a CSV, map its columns, preview, register in batches. */
export function RegisterStudentsScreen() {
  const { t, i18n, ready } = useFeatureTranslation(usersMessages);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<RosterFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [orgs, setOrgs] = useState<OrgLists>(emptyOrgLists);
  const [showMapProblems, setShowMapProblems] = useState(false);
  const [submitting, setSubmitting] = useState(false);
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
  const readyRows = rows.filter((_, i) => problems[i]!.length === 0);
  const skipped: RosterRowResult[] = rows.flatMap((row, i) =>
    problems[i]!.length > 0
      ? [{ row: row.row, status: 'failed' as const, errors: problems[i] }]
      : [],
  );
  const onDone = useCallback(() => setSubmitting(false), []);
  const sharedOrgs =
    mapping?.orgMode === 'chosen'
      ? {
          districts: orgs.districts,
          schools: orgs.schools,
          classes: orgs.classes,
          groups: orgs.groups,
        }
      : undefined;

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  function restart() {
    setFile(null);
    setMapping(null);
    setOrgs(emptyOrgLists());
    setShowMapProblems(false);
    setStep(0);
    setAttempt((n) => n + 1);
  }
  function next() {
    if (step === 1 && mapping && !mappingComplete(mapping, orgs)) {
      setShowMapProblems(true);
      return;
    }
    if (step === 2) setSubmitting(true);
    setStep((s) => s + 1);
  }
  const canGoOn = step === 0 ? file !== null : step === 2 ? readyRows.length > 0 : true;

  return (
    <PageTitle title={t('register.title')}>
      <Text c="dimmed">{t('register.intro')}</Text>
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
          {readyRows.length === 0 && <Text c="red">{t('register.preview.nothingReady')}</Text>}
        </Stepper.Step>
        <Stepper.Step label={t('register.steps.submit')}>
          {file && step === 3 && (
            <SubmitStep
              file={file}
              rows={readyRows}
              skipped={skipped}
              orgs={sharedOrgs}
              onDone={onDone}
              onRestart={restart}
              t={t}
            />
          )}
        </Stepper.Step>
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
          <Button onClick={next} disabled={!canGoOn || submitting}>
            {step === 2
              ? t('register.preview.submit', { count: readyRows.length })
              : t('register.next')}
          </Button>
        </Group>
      )}
    </PageTitle>
  );
}
