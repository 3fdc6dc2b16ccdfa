import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { canonicalTaskId } from '@roar/contracts';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useRouteMeta } from '../../lib/use-route-meta.ts';
import { useAssignments } from './api/get-assignments.ts';
import { EndScreen } from './game/end-screen.tsx';
import { LeaveGame } from './game/leave-game.tsx';
import { chooseTarget } from './game/choose-target.ts';
import { gameSession, type GameTarget } from './game/game-session.ts';
import { isPlayable } from './game/task-plugins.ts';
import { useGameRun } from './game/use-game-run.ts';
import { participantHomePath } from './game-path.ts';
import { participantMessages } from './i18n/messages.ts';

type Translate = ReturnType<typeof useFeatureTranslation>['t'];

function Preparing({ t }: { t: Translate | null }) {
  return (
    <Center mih="70vh">
      <Stack align="center" role="status">
        <Loader size="lg" aria-hidden="true" />
        {t ? (
          <>
            <Title order={1}>{t('game.preparing')}</Title>
            <Text>{t('game.loading')}</Text>
          </>
        ) : null}
      </Stack>
    </Center>
  );
}

function Notice(props: {
  title: string;
  text?: string;
  home: string;
  t: Translate;
  alert?: boolean;
}) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" maw={560} ta="center">
        <Title order={1}>{props.title}</Title>
        {props.text ? <Text role={props.alert ? 'alert' : undefined}>{props.text}</Text> : null}
        <Button component={Link} to={props.home} size="lg">
          {props.t('game.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * A task page (/game/<task> and /launch/:launchId/game/<task>): the game, and in every state of it
 * the way out (go home, sign out) that the hidden navigation bar would otherwise give.
 */
export function GameScreen() {
  const { t, ready } = useFeatureTranslation(participantMessages);
  const { launchId: pathLaunchId } = useParams();
  const meta = useRouteMeta();
  const home = participantHomePath(meta.launch ? pathLaunchId : undefined);
  if (!ready) return <Preparing t={null} />;
  return (
    <>
      <GamePage t={t} />
      <LeaveGame home={home} t={t} />
    </>
  );
}

/**
 * Finds the participant's assessment of the task, then prepares and plays its game ('Preparing
 * your game!' while it loads), and ends on a screen that says when the answers are safely saved.
 */
function GamePage({ t }: { t: Translate }) {
  const { launchId: pathLaunchId, taskId: pathTaskId } = useParams();
  const meta = useRouteMeta();
  // /game/core-tasks/survey plays the survey's own task (docs/decisions/028-survey.md).
  const taskId = canonicalTaskId(meta.game?.taskId ?? pathTaskId ?? '');
  const launchId = meta.launch ? pathLaunchId : undefined;
  const assignments = useAssignments(launchId);
  const home = participantHomePath(launchId);
  // Chosen once: a refetch (window focus) must not restart a game under way.
  const [chosen, setChosen] = useState<ReturnType<typeof chooseTarget> | undefined>();
  if (chosen === undefined && assignments.data) {
    setChosen(
      chooseTarget(
        assignments.data.assignments,
        taskId,
        launchId,
        gameSession.target(taskId, launchId),
      ),
    );
  }

  if (assignments.isError) {
    return (
      <Notice
        title={t('game.loadFailedTitle')}
        text={t('game.loadFailed')}
        home={home}
        t={t}
        alert
      />
    );
  }
  if (chosen === undefined) return <Preparing t={t} />;
  if (chosen === null) {
    return (
      <Notice title={t('game.notAssignedTitle')} text={t('game.notAssigned')} home={home} t={t} />
    );
  }
  if (!isPlayable(taskId)) {
    return (
      <Notice
        title={t('game.notPlayableTitle')}
        text={t('game.notPlayable')}
        home={home}
        t={t}
        alert
      />
    );
  }
  const { assessment, target } = chosen;
  if (assessment.completedOn && !assessment.allowRetake) {
    return <Notice title={t('game.completedTitle')} text={t('game.completed')} home={home} t={t} />;
  }
  return <GamePlayer target={target} home={home} t={t} />;
}

function GamePlayer(props: { target: GameTarget; home: string; t: Translate }) {
  const { target, home, t } = props;
  const { i18n } = useFeatureTranslation(participantMessages);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const element = useCallback(() => container.current, []);
  const stableTarget = useMemo(() => target, [target]);
  const phase = useGameRun({ target: stableTarget, locale, element, attempt });

  return (
    <>
      <div ref={container} />
      {phase.kind === 'preparing' ? <Preparing t={t} /> : null}
      {phase.kind === 'failed' ? (
        <Center mih="70vh" p="md">
          <Stack align="center" maw={560} ta="center">
            <Title order={1}>{t('game.loadFailedTitle')}</Title>
            <Text role="alert">{t('game.startFailed')}</Text>
            <Button size="lg" onClick={() => setAttempt((n) => n + 1)}>
              {t('game.retry')}
            </Button>
            <Button component={Link} to={home} variant="subtle">
              {t('game.backHome')}
            </Button>
          </Stack>
        </Center>
      ) : null}
      {phase.kind === 'completed' ? (
        <Notice title={t('game.completedTitle')} text={t('game.completed')} home={home} t={t} />
      ) : null}
      {phase.kind === 'optedOut' ? (
        <Notice title={t('game.optedOutTitle')} text={t('game.optedOut')} home={home} t={t} />
      ) : null}
      {phase.kind === 'finished' ? (
        <EndScreen
          language={phase.language}
          locale={locale}
          upload={phase.upload}
          home={home}
          t={t}
        />
      ) : null}
    </>
  );
}
