import { Link, useParams } from 'react-router';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useRouteMeta } from '../../lib/use-route-meta.ts';
import { useAssignments } from './api/get-assignments.ts';
import { participantHomePath } from './game-path.ts';
import { participantMessages } from './i18n/messages.ts';

/**
 * A task page (/game/<task> and /launch/:launchId/game/<task>): it prepares the game by reading
 * the participant's assignment of the task, then plays it. The games themselves arrive with the
 * task runtime; until then the page says so plainly and leads back to the tasks.
 */
export function GameScreen() {
  const { t, ready } = useFeatureTranslation(participantMessages);
  const { launchId, taskId: pathTaskId } = useParams();
  const meta = useRouteMeta();
  const taskId = meta.game?.taskId ?? pathTaskId ?? null;
  const assignments = useAssignments(meta.launch ? launchId : undefined);
  const home = participantHomePath(meta.launch ? launchId : undefined);

  if (!ready || assignments.isPending) {
    return (
      <Center mih="70vh">
        <Stack align="center" role="status">
          <Loader size="lg" aria-hidden="true" />
          {ready ? (
            <>
              <Title order={1}>{t('game.preparing')}</Title>
              <Text>{t('game.loading')}</Text>
            </>
          ) : null}
        </Stack>
      </Center>
    );
  }
  const taskName = assignments.data?.assignments
    .flatMap((a) => a.assessments)
    .find((a) => a.taskId === taskId)?.taskName;
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" maw={560} ta="center">
        <Title order={1}>{t('game.notPlayableTitle')}</Title>
        {taskName ? <Text fw={600}>{taskName}</Text> : null}
        <Text role="alert">{t('game.notPlayable')}</Text>
        <Button component={Link} to={home} size="lg">
          {t('game.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
