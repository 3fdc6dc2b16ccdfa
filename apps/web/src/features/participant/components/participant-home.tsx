import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Grid,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ParticipantAssessment, ParticipantAssignment } from '@roar/contracts';
import { useTaskTexts, type TaskTexts } from '../../../lib/task-text.ts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import {
  useAcceptLegal,
  useCompleteAssessment,
  useStartAssessment,
} from '../api/assessment-actions.ts';
import { useAssignments } from '../api/get-assignments.ts';
import { requiredProgress } from '../assessment-states.ts';
import { useSessionValue } from '../../../stores/session-store.ts';
import { gameSession } from '../game/game-session.ts';
import { gamePathFor } from '../game-path.ts';
import { participantMessages } from '../i18n/messages.ts';
import { AssignmentView } from './assignment-view.tsx';
import { LaunchBanner } from './launch-banner.tsx';
import { ParticipantSidebar } from './participant-sidebar.tsx';
import { speechLanguageOfLocale } from './start-prompt.ts';
import { isPlayable } from '../game/task-plugins.ts';
import './styles.ts';

// The dialog (and the UI kit's modal) loads only when documents must be accepted.
const LegalDialog = lazy(() =>
  import('./legal-dialog.tsx').then((m) => ({ default: m.LegalDialog })),
);

/** The assignment with its tasks' names, descriptions and tags in the language on screen. */
function localAssignment(a: ParticipantAssignment, texts: TaskTexts): ParticipantAssignment {
  return {
    ...a,
    assessments: a.assessments.map((assessment) => ({
      ...assessment,
      taskName: texts.publicName(assessment.taskId, assessment.taskName),
      description:
        assessment.description && texts.description(assessment.taskId, assessment.description),
      tags: assessment.tags.map(texts.tag),
    })),
  };
}

const byName = (a: ParticipantAssignment, b: ParticipantAssignment) =>
  a.name.localeCompare(b.name) || a.administrationId.localeCompare(b.administrationId);

/**
 * The participant home (docs/product/routes.md section 10): the open assignments of the signed-in
 * student, or in launch mode of the student a launcher acts for (every call then carries launchId
 * and the server records everything for that student).
 */
export function ParticipantHome({ launchId }: { launchId?: string }) {
  const { t, i18n, ready: messagesReady } = useFeatureTranslation(participantMessages);
  const tasks = useTaskTexts();
  const ready = messagesReady && tasks.ready;
  const navigate = useNavigate();
  const query = useAssignments(launchId);
  const start = useStartAssessment();
  const complete = useCompleteAssessment();
  const accept = useAcceptLegal();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useResumeUploads(
    useSessionValue((s) => s.appUser?.uid ?? null),
    query.refetch,
  );
  const [startingTaskId, setStartingTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [legalFor, setLegalFor] = useState<ParticipantAssessment | null>(null);

  if (!ready) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }
  const banner = launchId ? (
    <LaunchBanner studentName={query.data?.student.displayName ?? null} t={t} />
  ) : null;
  if (query.isPending) {
    return (
      <Stack p="md">
        {banner}
        <Center mih="40vh">
          <Stack align="center" role="status">
            <Loader aria-hidden="true" />
            <Text>{t('home.loading')}</Text>
          </Stack>
        </Center>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack p="md">
        {banner}
        <Alert color="red" variant="light" role="alert" title={t('home.loadFailed')}>
          <Button variant="light" mt="sm" onClick={() => void query.refetch()}>
            {t('home.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { student } = query.data;
  const assignments = query.data.assignments.map((a) => localAssignment(a, tasks.texts));
  const sorted = [...assignments].sort(byName);
  const assignment = sorted.find((a) => a.administrationId === selectedId) ?? sorted[0];
  if (!assignment) {
    return (
      <Stack p="md" gap="md">
        {banner}
        <Title order={1}>{t('home.emptyTitle')}</Title>
        <Text>{t('home.emptyMessage')}</Text>
      </Stack>
    );
  }
  const target = (a: ParticipantAssessment) => ({
    administrationId: assignment.administrationId,
    taskId: a.taskId,
    launchId,
  });

  async function startAndPlay(a: ParticipantAssessment) {
    setStartingTaskId(a.taskId);
    setError(null);
    try {
      // A task no game plays yet opens its 'not ready' page without being marked started.
      if (isPlayable(a.taskId)) await start.mutateAsync(target(a));
      gameSession.setTarget(target(a));
      await navigate(gamePathFor(a.taskId, launchId));
    } catch (err) {
      const code = isApiRequestError(err) ? err.code : null;
      if (code === 'legal_pending') {
        await query.refetch();
        setLegalFor(a);
      } else setError(code === 'locked' ? t('panel.lockedError') : t('panel.startFailed'));
    } finally {
      setStartingTaskId(null);
    }
  }

  function onStart(a: ParticipantAssessment) {
    if (assignment!.pendingLegal.length > 0) {
      accept.reset();
      setLegalFor(a);
    } else void startAndPlay(a);
  }

  async function onAccept() {
    const a = legalFor;
    if (!a) return;
    try {
      await accept.mutateAsync({
        documentIds: assignment!.pendingLegal.map((doc) => doc.documentId),
        launchId,
      });
    } catch {
      return;
    }
    setLegalFor(null);
    // An external task's link appears once the documents are accepted (a new tab must open
    // from the child's own click, or the browser blocks it).
    if (!a.externalUrl) await startAndPlay(a);
  }

  const progress = requiredProgress(assignment.assessments);
  return (
    <Stack p="md" gap="md">
      {banner}
      <Grid gap="lg">
        {/* On a phone the games come first, so 'Click to start' is on the first screen (above the
            'Report an Issue' button); the sidebar has no controls, so the focus order is kept. */}
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <ParticipantSidebar grade={student.grade} t={t} {...progress} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Title order={1}>{assignment.publicName || assignment.name}</Title>
            {sorted.length > 1 ? (
              // The device's own picker: light to load, and easy for small fingers on tablets.
              <NativeSelect
                label={t('home.selectAssignment')}
                data={sorted.map((a) => ({
                  value: a.administrationId,
                  label: a.publicName || a.name || a.administrationId,
                }))}
                value={assignment.administrationId}
                onChange={(event) => setSelectedId(event.currentTarget.value)}
                maw={420}
                // A 44 px touch target (WCAG 2.5.5).
                styles={{ input: { minHeight: 44 } }}
              />
            ) : null}
            <AssignmentView
              key={assignment.administrationId}
              assignment={assignment}
              t={t}
              language={speechLanguageOfLocale(i18n.resolvedLanguage ?? i18n.language)}
              onStart={onStart}
              onOpenExternal={(a) => complete.mutate(target(a))}
              startingTaskId={startingTaskId}
              error={error}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {legalFor !== null && assignment.pendingLegal.length > 0 ? (
        <Suspense fallback={null}>
          <LegalDialog
            documents={assignment.pendingLegal}
            opened
            busy={accept.isPending}
            failed={accept.isError}
            onAccept={() => void onAccept()}
            onClose={() => setLegalFor(null)}
            labels={{
              title: t('legal.title'),
              agree: t('legal.agree'),
              cancel: t('legal.cancel'),
              failed: t('legal.failed'),
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * Sends what a game left on the device (a reload, a lost network): its trials and completion.
 * Loaded after the home so the upload code never weighs on the first page; the home is read again
 * once something was sent, so a completed task shows as completed.
 */
function useResumeUploads(uid: string | null, refetch: () => unknown) {
  useEffect(() => {
    if (!uid) return;
    let live = true;
    import('../../../lib/run-recorder.ts')
      .then((m) => m.resumePendingUploads(uid))
      .then((sent) => {
        if (live && sent > 0) void refetch();
      })
      .catch(() => {
        // No IndexedDB (private mode): nothing can be waiting.
      });
    return () => {
      live = false;
    };
  }, [uid, refetch]);
}
