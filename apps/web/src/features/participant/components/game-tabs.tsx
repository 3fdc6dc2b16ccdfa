import { Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircle,
  IconCircleCheck,
  IconLock,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ParticipantAssessment } from '@roar/contracts';
import type { AssessmentState } from '../assessment-states.ts';
import { GamePanel, type GamePanelActions } from './game-panel.tsx';
import { textColors } from '../../../config/theme.ts';

const STATE_ICON: Record<AssessmentState, { icon: Icon; color: string | undefined }> = {
  locked: { icon: IconLock, color: 'dimmed' },
  current: { icon: IconCircle, color: undefined },
  completed: { icon: IconCircleCheck, color: textColors.success },
  retake: { icon: IconAlertCircle, color: textColors.warning },
};

export interface GameTabsProps extends GamePanelActions {
  items: { assessment: ParticipantAssessment; state: AssessmentState }[];
  value: string | null;
  onChange: (taskId: string) => void;
  t: TFunction;
}

/** The size of a game's picture in its tab: big enough to recognise, four tabs still fit a phone. */
const TAB_PICTURE_PX = 44;

/**
 * One tab per assessment, its picture above its name (a child who cannot read yet chooses by the
 * picture; it is decorative, the tab is named by its text), its state shown by an icon and in words
 * (never by colour alone); the panel below offers what can be done with it. Locked tabs stay
 * focusable and say why.
 */
export function GameTabs({ items, value, onChange, t, ...actions }: GameTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next)}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List aria-label={t('home.tasks')}>
        {items.map(({ assessment, state }) => {
          const { icon: StateIcon, color } = STATE_ICON[state];
          return (
            <Tabs.Tab
              key={assessment.taskId}
              value={assessment.taskId}
              data-state={state}
              mih={44}
              px="sm"
            >
              <Stack gap={4} align="center" component="span">
                {assessment.imageUrl ? (
                  <img
                    src={assessment.imageUrl}
                    alt=""
                    width={TAB_PICTURE_PX}
                    height={TAB_PICTURE_PX}
                    style={{ borderRadius: 8, display: 'block' }}
                    data-testid="tab-picture"
                  />
                ) : null}
                <Group gap={4} wrap="nowrap" component="span">
                  <StateIcon size={18} aria-hidden="true" />
                  <Text span c={color} inherit>
                    {assessment.taskName}
                  </Text>
                </Group>
              </Stack>{' '}
              <VisuallyHidden>{`(${t(`state.${state}`)})`}</VisuallyHidden>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {items.map(({ assessment, state }) => (
        <Tabs.Panel key={assessment.taskId} value={assessment.taskId} pt="md">
          <GamePanel assessment={assessment} state={state} t={t} {...actions} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
