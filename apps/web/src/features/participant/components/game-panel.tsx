import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconExternalLink,
  IconLock,
  IconPlayerPlay,
  IconVolume,
} from '@tabler/icons-react';
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
  /** Says the start prompt again (the 'Hear it' button beside 'Click to start'). */
  onHear: () => void;
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

/**
 * The words of a task's start control, or null when its panel offers none (locked, or done and
 * played here). Only 'panel.start' ('Click to start') is spoken by the home.
 */
export function startLabelKey(
  assessment: ParticipantAssessment,
  state: AssessmentState,
): 'panel.start' | 'panel.retake' | 'panel.openAgain' | null {
  if (state === 'locked' || (state === 'completed' && !assessment.externalUrl)) return null;
  if ((assessment.externalUrl && assessment.completedOn) || openedElsewhere(assessment)) {
    return 'panel.openAgain';
  }
  return state === 'retake' ? 'panel.retake' : 'panel.start';
}

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
        // A touch target of at least 44 px, like the start button (WCAG 2.5.5).
        display="inline-flex"
        mih={44}
        style={{ alignItems: 'center' }}
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
      {t(startLabelKey(assessment, state) ?? 'panel.start')}
    </Button>
  );
}

/** Name, description, tags and picture of a task, with what can be done with it now. */
export function GamePanel(props: GamePanelProps) {
  const { assessment, state, t } = props;
  const startKey = startLabelKey(assessment, state);
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
        {startKey ? (
          <Group gap="sm" wrap="nowrap">
            <StartControl {...props} />
            {startKey === 'panel.start' ? (
              // The child who cannot read yet hears what the button says, as often as wanted.
              <ActionIcon
                size={50}
                variant="light"
                radius="xl"
                aria-label={t('panel.hearIt')}
                onClick={props.onHear}
              >
                <IconVolume size={28} aria-hidden="true" />
              </ActionIcon>
            ) : null}
          </Group>
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
          w={{ base: 160, sm: 240 }}
          maw={320}
          radius="md"
        />
      ) : null}
    </Group>
  );
}
