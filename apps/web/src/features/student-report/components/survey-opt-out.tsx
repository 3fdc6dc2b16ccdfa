import { useId } from 'react';
import { Alert, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { StudentReportParams } from '@roar/contracts';
import { useSetSurveyOptOut } from '../api/set-survey-opt-out.ts';
import { surveyErrorKey } from './survey-labels.ts';

/**
 * A parent's (or an administrator's) switch that opts the child out of this administration's
 * survey: the child is not asked and nothing of theirs is counted (docs/decisions/028-survey.md).
 * It shows the server's state; while a change is on its way, the state asked for.
 */
export function SurveyOptOut({
  params,
  optedOut,
  firstName,
  t,
}: {
  params: StudentReportParams;
  optedOut: boolean;
  firstName: string;
  t: TFunction;
}) {
  const change = useSetSurveyOptOut(params);
  const descriptionId = useId();
  const checked = change.isPending ? change.variables.optedOut : optedOut;
  return (
    <Stack gap="xs">
      <Switch
        checked={checked}
        onChange={(event) => {
          if (!change.isPending) change.mutate({ optedOut: event.currentTarget.checked });
        }}
        label={t('survey.optOut.label', { name: firstName })}
        // The explanation sits outside the label: the switch's name stays short.
        aria-describedby={descriptionId}
        aria-busy={change.isPending}
      />
      <Text size="sm" c="dimmed" id={descriptionId}>
        {t('survey.optOut.description', { name: firstName })}
      </Text>
      {change.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t(
            `survey.optOut.errors.${surveyErrorKey(change.error) === 'forbidden' ? 'forbidden' : 'other'}`,
          )}
        </Alert>
      ) : null}
      <VisuallyHidden role="status">
        {change.isSuccess
          ? t(optedOut ? 'survey.optOut.done' : 'survey.optOut.undone', { name: firstName })
          : ''}
      </VisuallyHidden>
    </Stack>
  );
}
