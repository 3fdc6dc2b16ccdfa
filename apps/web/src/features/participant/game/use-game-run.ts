import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { generateId } from '@roar/contracts';
import { createAudioPlayer, createRng, type UploadStatus } from '@roar/tasks';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { openRunRecorder, withTrialId, type InteractionEvent } from '../../../lib/run-recorder.ts';
import { sessionStore } from '../../../stores/session-store.ts';
import { participantKeys } from '../api/participant-keys.ts';
import { createRun, externalLink, runCompleted } from './create-run.ts';
import { gameSession, type GameTarget } from './game-session.ts';
import { clipUrlsOf, loadSpeechManifest } from './speech-manifest.ts';
import { clipGroupsOf, loadTaskPlugin, playedElsewhere, speechLanguageOf } from './task-plugins.ts';

export type GamePhase =
  | { kind: 'preparing' }
  | { kind: 'playing' }
  | { kind: 'finished'; upload: UploadStatus | 'saved'; language: 'en' | 'es' }
  /** The assessment is completed and no retake is open. */
  | { kind: 'completed' }
  /** A parent opted the student out of the survey (docs/decisions/028-survey.md). */
  | { kind: 'optedOut' }
  | { kind: 'failed' };

const isTouchDevice = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

function requestFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => {
    // Refused (an iframe, a browser setting): the game plays in the window.
  });
}

function exitFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
}

/**
 * Prepares and plays one run of `target` in `element`: loads the game and its speech, starts (or,
 * after a reload, continues) the run on the server, hands every trial to the device queue and the
 * uploader, records focus and fullscreen changes, and completes the run at the end.
 */
export function useGameRun(options: {
  target: GameTarget;
  locale: string;
  /** The element the game renders into (a stable callback). */
  element: () => HTMLElement | null;
  attempt: number;
}) {
  const { target, locale, attempt } = options;
  const [phase, setPhase] = useState<GamePhase>({ kind: 'preparing' });
  const queryClient = useQueryClient();
  const { element: elementOf } = options;

  useEffect(() => {
    const controller = new AbortController();
    const audio = createAudioPlayer();
    const cleanups: Array<() => void> = [];
    let trialIndex = 0;

    const play = async () => {
      const [plugin, manifest] = await Promise.all([
        loadTaskPlugin(target.taskId),
        loadSpeechManifest(),
      ]);
      const stored = gameSession.run(target);
      let runId = stored?.runId ?? generateId();
      let seed = stored?.seed ?? generateId();
      const start = (id: string, runSeed: string) =>
        createRun({
          id,
          administrationId: target.administrationId,
          taskId: target.taskId,
          taskVersion: plugin.info.version,
          seed: runSeed,
          ...(target.launchId ? { launchId: target.launchId } : {}),
        });
      let run = await start(runId, seed);
      let resume = stored?.trials ?? [];
      if (run.state !== 'started') {
        // The stored run ended (completed on another page): this is a new play.
        gameSession.forgetRun(target);
        runId = generateId();
        seed = generateId();
        run = await start(runId, seed);
        resume = [];
      }
      const checkpoint = stored?.runId === runId ? stored.checkpoint : undefined;
      gameSession.saveRun(target, {
        runId,
        seed,
        trials: resume,
        ...(checkpoint ? { checkpoint } : {}),
      });
      const params = plugin.info.params.parse(run.params);
      // The variant's language (the survey speaks English or Spanish by its variant).
      const language = speechLanguageOf(target.taskId, params);
      const preload = audio.preload(clipUrlsOf(manifest, language, clipGroupsOf(target.taskId)));
      // The signed-in user owns the upload (a launcher's session sends a launched student's run).
      const owner = sessionStore.getSnapshot().appUser?.uid ?? run.userId;
      const recorder = await openRunRecorder(runId, owner, (status) =>
        setPhase((current) =>
          current.kind === 'finished' ? { ...current, upload: status } : current,
        ),
      );
      await recorder.requeue(resume);
      await preload;
      if (controller.signal.aborted) return;

      const onInteraction = (event: InteractionEvent) => () =>
        void recorder.interaction(event, trialIndex, performance.now());
      const onFullscreen = () =>
        void recorder.interaction(
          document.fullscreenElement ? 'fullscreenenter' : 'fullscreenexit',
          trialIndex,
          performance.now(),
        );
      const blur = onInteraction('blur');
      const focus = onInteraction('focus');
      // A game played on another site leaves and comes back by design, and its site may complete
      // the run meanwhile: its page records no interactions (the server would refuse them).
      const recordsInteractions = !playedElsewhere(target.taskId);
      if (recordsInteractions) {
        window.addEventListener('blur', blur);
        window.addEventListener('focus', focus);
        document.addEventListener('fullscreenchange', onFullscreen);
      }
      cleanups.push(() => {
        window.removeEventListener('blur', blur);
        window.removeEventListener('focus', focus);
        document.removeEventListener('fullscreenchange', onFullscreen);
      });

      const element = elementOf();
      if (!element) return;
      setPhase({ kind: 'playing' });
      await plugin.run({
        element,
        params,
        rng: createRng(seed),
        player: run.player ?? { grade: null, ageMonths: null },
        locale,
        resume,
        async record(trial) {
          const record = withTrialId(trial);
          // The resume copy first: a trial the queue has but the copy lacks would be asked again.
          gameSession.addTrial(target, record);
          await recorder.record(record);
        },
        setTrialIndex(index) {
          trialIndex = index;
        },
        audio,
        clipUrl: (id) => manifest?.clips[id]?.file,
        touch: isTouchDevice(),
        requestFullscreen,
        checkpoint: {
          read: () => gameSession.run(target)?.checkpoint,
          write: (value) => gameSession.saveCheckpoint(target, value),
        },
        signal: controller.signal,
        ...(playedElsewhere(target.taskId)
          ? {
              external: {
                link: () => externalLink(runId),
                completed: () => runCompleted(runId),
                byAdult: Boolean(target.launchId),
              },
            }
          : {}),
      });
      if (controller.signal.aborted) return;
      gameSession.forgetRun(target);
      // The run is over: leaving fullscreen now is no event of it (the server would refuse one
      // queued behind the completion, and the device would keep it as a dead letter).
      for (const cleanup of cleanups.splice(0)) cleanup();
      exitFullscreen();
      setPhase({ kind: 'finished', upload: 'uploading', language });
      await recorder.finish();
      setPhase({ kind: 'finished', upload: 'saved', language });
      await queryClient.invalidateQueries({
        queryKey: participantKeys.assignments(target.launchId),
      });
    };

    play().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (isApiRequestError(error) && error.code === 'retake_not_allowed') {
        gameSession.forgetRun(target);
        setPhase({ kind: 'completed' });
        return;
      }
      if (isApiRequestError(error) && error.code === 'survey_opted_out') {
        gameSession.forgetRun(target);
        setPhase({ kind: 'optedOut' });
        return;
      }
      if (!isApiRequestError(error) || error.status >= 500) reportError(error, { target });
      setPhase({ kind: 'failed' });
    });

    return () => {
      controller.abort();
      for (const cleanup of cleanups) cleanup();
      audio.close();
      exitFullscreen();
    };
  }, [target, locale, attempt, queryClient, elementOf]);

  return phase;
}
