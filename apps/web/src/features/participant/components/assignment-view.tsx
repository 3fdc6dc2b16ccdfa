import { useState } from 'react';
import { Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ParticipantAssignment } from '@roar/contracts';
import { sessionStore, useSessionValue } from '../../../stores/session-store.ts';
import { assessmentStates } from '../assessment-states.ts';
import { GameTabs } from './game-tabs.tsx';
import type { GamePanelActions } from './game-panel.tsx';

export interface AssignmentViewProps extends Omit<GamePanelActions, 'legalPending'> {
  assignment: ParticipantAssignment;
  t: TFunction;
}

/**
 * The tasks of one assignment: the required ones, or with the toggle (shown only when there are
 * optional tasks) the optional ones. The first task to do is selected to begin with.
 */
export function AssignmentView({ assignment, t, ...actions }: AssignmentViewProps) {
  const showOptional = useSessionValue((s) => s.showOptionalAssessments);
  const states = assessmentStates(assignment.assessments, assignment.sequential);
  const all = assignment.assessments.map((assessment, i) => ({ assessment, state: states[i]! }));
  const hasOptional = all.some((item) => item.assessment.optional);
  const listOptional = hasOptional && showOptional;
  const items = all.filter((item) => item.assessment.optional === listOptional);
  const [chosen, setChosen] = useState<string | null>(null);
  const first =
    items.find((item) => item.state === 'current' || item.state === 'retake') ?? items[0];
  const value = items.some((item) => item.assessment.taskId === chosen)
    ? chosen
    : (first?.assessment.taskId ?? null);

  return (
    <>
      {hasOptional ? (
        <Switch
          label={t('home.showOptional')}
          checked={showOptional}
          onChange={(event) =>
            sessionStore.update({ showOptionalAssessments: event.currentTarget.checked })
          }
        />
      ) : null}
      {items.length === 0 ? (
        <Text>{t('home.noneInList')}</Text>
      ) : (
        <GameTabs
          items={items}
          value={value}
          onChange={setChosen}
          t={t}
          legalPending={assignment.pendingLegal.length > 0}
          {...actions}
        />
      )}
    </>
  );
}
