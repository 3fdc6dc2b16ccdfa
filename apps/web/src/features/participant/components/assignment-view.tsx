import { useEffect, useRef, useState } from 'react';
import { Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ParticipantAssignment } from '@roar/contracts';
import { sessionStore, useSessionValue } from '../../../stores/session-store.ts';
import { assessmentStates } from '../assessment-states.ts';
import { GameTabs } from './game-tabs.tsx';
import { startLabelKey, type GamePanelActions } from './game-panel.tsx';
import { pageHadGesture, useStartPrompt } from './start-prompt.ts';

export interface AssignmentViewProps extends Omit<GamePanelActions, 'legalPending' | 'onHear'> {
  assignment: ParticipantAssignment;
  t: TFunction;
  /** The speech language of the interface (the start prompt is spoken in it). */
  language: 'en' | 'es';
}

/**
 * The tasks of one assignment: the required ones, or with the toggle (shown only when there are
 * optional tasks) the optional ones. The first task to do is selected to begin with.
 *
 * 'Click to start' is also spoken (issue 21): when the view opens on a game the child can start
 * (if the page already had a gesture, so the browser lets it play), when the child picks another
 * such tab, and on the 'Hear it' button. Starting a game or leaving the home silences it.
 */
export function AssignmentView({ assignment, t, language, ...actions }: AssignmentViewProps) {
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
  const prompt = useStartPrompt(language);
  const saysStart = (taskId: string | null) => {
    const item = items.find((i) => i.assessment.taskId === taskId);
    return item ? startLabelKey(item.assessment, item.state) === 'panel.start' : false;
  };
  // The game selected when the view opened: spoken once, if the browser allows sound by now.
  const openedOn = useRef(saysStart(value));
  const { say, stop } = prompt;
  useEffect(() => {
    if (openedOn.current && pageHadGesture()) say();
  }, [say]);

  function choose(taskId: string) {
    setChosen(taskId);
    if (saysStart(taskId)) say();
    else stop();
  }

  return (
    <>
      {hasOptional ? (
        <Switch
          label={t('home.showOptional')}
          // The whole line (track and words) is a 44 px touch target (WCAG 2.5.5).
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
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
          onChange={choose}
          t={t}
          legalPending={assignment.pendingLegal.length > 0}
          {...actions}
          onStart={(a) => {
            stop();
            actions.onStart(a);
          }}
          onOpenExternal={(a) => {
            stop();
            actions.onOpenExternal(a);
          }}
          onHear={say}
        />
      )}
    </>
  );
}
