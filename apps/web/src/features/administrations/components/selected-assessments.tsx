import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { AssessmentConditions } from '@roar/contracts';
import { useTaskTexts } from '../../../lib/task-text.ts';
import type { SelectedAssessment } from '../form/form-values.ts';
import { ConditionsDialog } from './conditions-dialog.tsx';

interface Props {
  selected: SelectedAssessment[];
  onChange: (selected: SelectedAssessment[]) => void;
  t: TFunction;
}

type Direction = 'up' | 'down';

function ConditionBadges({
  conditions,
  t,
}: {
  conditions: AssessmentConditions | null;
  t: TFunction;
}) {
  if (!conditions) return null;
  return (
    <>
      {conditions.assigned ? (
        <Badge variant="light">{t('assessmentPicker.conditional')}</Badge>
      ) : null}
      {conditions.optional === true ? (
        <Badge variant="light" color="gray">
          {t('assessmentPicker.optionalAll')}
        </Badge>
      ) : conditions.optional ? (
        <Badge variant="light" color="gray">
          {t('assessmentPicker.optionalSome')}
        </Badge>
      ) : null}
    </>
  );
}

/** The chosen assessments in order: move up and down, remove, edit conditions. */
export function SelectedAssessments({ selected, onChange, t }: Props) {
  const { texts } = useTaskTexts();
  const [editing, setEditing] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; dir: Direction } | null>(null);

  // Keep keyboard focus on the moved item's button (or its sibling at either end of the list).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, dir } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other: Direction = dir === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${dir}:${id}`);
    (same && !same.disabled ? same : buttons.current.get(`${other}:${id}`))?.focus();
  }, [selected]);

  function move(index: number, dir: Direction) {
    const target = dir === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= selected.length) return;
    const next = [...selected];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    focusAfterMove.current = { id: selected[index]!.variantId, dir };
  }

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const edited = editing === null ? null : selected[editing];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} id="selected-assessments-heading">
          {t('assessmentPicker.selected')}
        </Text>
        {selected.length > 0 ? (
          <Button variant="subtle" size="compact-sm" color="red" onClick={() => onChange([])}>
            {t('assessmentPicker.clear')}
          </Button>
        ) : null}
      </Group>
      {selected.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assessmentPicker.noneSelected')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap={6}
          m={0}
          p={0}
          aria-labelledby="selected-assessments-heading"
          style={{ listStyle: 'none' }}
        >
          {selected.map((item, index) => {
            const name = `${texts.name(item.taskId, item.taskName)}: ${item.variantName}`;
            return (
              <Paper component="li" key={item.variantId} withBorder p="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" style={{ minWidth: 0 }}>
                    <Text size="sm" c="dimmed" aria-hidden="true">
                      {index + 1}.
                    </Text>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <ConditionBadges conditions={item.conditions} t={t} />
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      ref={ref(`up:${item.variantId}`)}
                      variant="subtle"
                      disabled={index === 0}
                      aria-label={t('assessmentPicker.moveUp', { name })}
                      onClick={() => move(index, 'up')}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                    <ActionIcon
                      ref={ref(`down:${item.variantId}`)}
                      variant="subtle"
                      disabled={index === selected.length - 1}
                      aria-label={t('assessmentPicker.moveDown', { name })}
                      onClick={() => move(index, 'down')}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('assessmentPicker.editConditions', { name })}
                      onClick={() => setEditing(index)}
                    >
                      {t('assessmentPicker.conditions')}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('assessmentPicker.remove', { name })}
                      onClick={() => onChange(selected.filter((_, i) => i !== index))}
                    >
                      <IconX size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConditionsDialog
        target={
          edited
            ? {
                name: `${texts.name(edited.taskId, edited.taskName)}: ${edited.variantName}`,
                conditions: edited.conditions,
              }
            : null
        }
        onClose={() => setEditing(null)}
        onSave={(conditions) => {
          if (editing !== null)
            onChange(selected.map((item, i) => (i === editing ? { ...item, conditions } : item)));
          setEditing(null);
        }}
        t={t}
      />
    </Stack>
  );
}
