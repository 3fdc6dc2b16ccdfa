import { Alert, Anchor, Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ParticipantAssessment } from '@roar/contracts';
import type { AssessmentState } from '../assessment-states.ts';
import { playedElsewhere } from '../game/task-plugins.ts';
import { textColors } from '../../../config/theme.ts';

export interface GamePanelActions {
  /** Starts an in-app task (after any pending legal documents are accepted). */
  onStart: (assessment: ParticipantAssessment) => void;
  /** An external task's link was opened: mark it complete. */
  onOpenExternal: (assessment: ParticipantAssessment) => void;
  /** Documents still to accept: the start control opens them first. */
  legalPending: boolean;
  /** The task whose start is in flight. */
  startingTaskId: string | null;
  error: string | null;
}

interface GamePanelProps extends GamePanelActions {
  assessment: ParticipantAssessment;
  state: AssessmentState;
  t: TFunction;
}

/**
 * A game played on another site, opened and not yet completed: its page opens the game again
 * (ADR 027).
 */
const openedElsewhere = (a: ParticipantAssessment) =>
  playedElsewhere(a.taskId) && Boolean(a.startedOn) && !a.completedOn;

/** The start control of a task: a button, or for external tasks a link to a new tab. */
function StartControl({ assessment, state, t, ...actions }: GamePanelProps) {
  const label = state === 'retake' ? t('panel.retake') : t('panel.start');
  if (assessment.externalUrl && !actions.legalPending) {
    return (
      <Anchor
        href={assessment.externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => actions.onOpenExternal(assessment)}
        fw={700}
        size="lg"
      >
        <Group gap={6} component="span">
          <IconExternalLink size={20} aria-hidden="true" />
          {assessment.completedOn ? t('panel.openAgain') : label}
          <Text span size="sm" fw={400}>
            {t('panel.opensInNewTab')}
          </Text>
        </Group>
      </Anchor>
    );
  }
  return (
    <Button
      size="lg"
      leftSection={<IconPlayerPlay size={20} aria-hidden="true" />}
      loading={actions.startingTaskId === assessment.taskId}
      onClick={() => actions.onStart(assessment)}
    >
      {(assessment.externalUrl && assessment.completedOn) || openedElsewhere(assessment)
        ? t('panel.openAgain')
        : label}
    </Button>
  );
}

/** Name, description, tags and picture of a task, with what can be done with it now. */
export function GamePanel(props: GamePanelProps) {
  const { assessment, state, t } = props;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="sm" style={{ flex: '1 1 260px' }}>
        <Title order={2}>{assessment.taskName}</Title>
        {assessment.description ? <Text>{assessment.description}</Text> : null}
        {assessment.tags.length > 0 || assessment.optional ? (
          <Group gap={6}>
            {assessment.optional ? <Badge variant="outline">{t('panel.optional')}</Badge> : null}
            {assessment.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {state === 'locked' ? (
          <Group gap={6}>
            <IconLock size={20} aria-hidden="true" />
            <Text>{t('panel.locked')}</Text>
          </Group>
        ) : null}
        {state === 'completed' ? (
          <Group gap={6}>
            <IconCircleCheck size={22} aria-hidden="true" color="var(--mantine-color-green-8)" />
            <Text fw={700} c={textColors.success}>
              {t('panel.completed')}
            </Text>
          </Group>
        ) : null}
        {state === 'retake' ? (
          <Alert color="yellow" variant="light" title={t('panel.retakeNeeded')} />
        ) : null}
        {state === 'current' ||
        state === 'retake' ||
        (state === 'completed' && assessment.externalUrl) ? (
          <div>
            <StartControl {...props} />
          </div>
        ) : null}
        {props.error ? (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        ) : null}
      </Stack>
      {assessment.imageUrl ? (
        <Image
          src={assessment.imageUrl}
          alt={t('panel.imageAlt', { name: assessment.taskName })}
          maw={320}
          radius="md"
        />
      ) : null}
    </Group>
  );
}
