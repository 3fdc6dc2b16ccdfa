import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Task, TaskBundle } from '@roar/contracts';
import { useTaskTexts, type TaskTexts } from '../../../lib/task-text.ts';
import { useTaskBundles, useTasks } from '../api/get-task-catalogue.ts';
import { ASSESSMENTS_MAX, type SelectedAssessment } from '../form/form-values.ts';

interface Props {
  selected: SelectedAssessment[];
  onChange: (selected: SelectedAssessment[]) => void;
  t: TFunction;
}

/** A task by its public name (else its name), in the language on screen. */
const taskLabel = (task: Pick<Task, 'id' | 'name' | 'publicName'>, texts: TaskTexts) =>
  task.publicName ? texts.publicName(task.id, task.publicName) : texts.name(task.id, task.name);
const includes = (text: string | null | undefined, query: string) =>
  (text ?? '').toLowerCase().includes(query);

/** Browses variants (or bundles of variants) and adds them to the selected list. */
export function AssessmentPicker({ selected, onChange, t }: Props) {
  const [mode, setMode] = useState<'individual' | 'bundles'>('individual');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const tasks = useTasks();
  const { texts } = useTaskTexts();
  const bundles = useTaskBundles(mode === 'bundles');
  const chosen = new Set(selected.map((s) => s.variantId));
  const query = search.trim().toLowerCase();

  function add(items: SelectedAssessment[]) {
    const fresh = items.filter((item) => !chosen.has(item.variantId));
    const room = ASSESSMENTS_MAX - selected.length;
    if (fresh.length > room) {
      setNotice(t('assessmentPicker.tooMany'));
      return;
    }
    setNotice(fresh.length < items.length ? t('assessmentPicker.bundlePartlyAdded') : null);
    onChange([...selected, ...fresh]);
  }

  const variantRows = (tasks.data ?? []).flatMap((task) =>
    task.variants
      .filter(
        (v) =>
          !query || includes(v.name, query) || includes(v.id, query) || includes(task.id, query),
      )
      .map((variant) => ({ task, variant })),
  );
  const bundleRows = (bundles.data ?? []).filter(
    (b: TaskBundle) => !query || includes(b.name, query) || includes(b.id, query),
  );
  const source = mode === 'individual' ? tasks : bundles;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('assessmentPicker.mode')}
        value={mode}
        onChange={(value) => setMode(value as typeof mode)}
        data={[
          { value: 'individual', label: t('assessmentPicker.individual') },
          { value: 'bundles', label: t('assessmentPicker.bundles') },
        ]}
      />
      <TextInput
        type="search"
        label={t(
          mode === 'individual'
            ? 'assessmentPicker.searchVariants'
            : 'assessmentPicker.searchBundles',
        )}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {notice ? (
        <Alert color="yellow" variant="light" role="status" withCloseButton={false}>
          {notice}
        </Alert>
      ) : null}
      {source.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('assessmentPicker.loading')}</Text>
        </Group>
      ) : source.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('assessmentPicker.failed')}
        </Alert>
      ) : (mode === 'individual' ? variantRows.length : bundleRows.length) === 0 ? (
        <Text size="sm">{t('assessmentPicker.noMatches')}</Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {mode === 'individual'
              ? variantRows.map(({ task, variant }) => {
                  const name = `${taskLabel(task, texts)}: ${variant.name}`;
                  return (
                    <PickRow
                      key={variant.id}
                      title={name}
                      detail={`${task.id} · ${variant.id}${variant.description ? ` · ${variant.description}` : ''}`}
                      added={chosen.has(variant.id)}
                      onAdd={() =>
                        add([
                          {
                            variantId: variant.id,
                            variantName: variant.name,
                            taskId: task.id,
                            taskName: taskLabel(task, texts),
                            conditions: null,
                          },
                        ])
                      }
                      t={t}
                    />
                  );
                })
              : bundleRows.map((bundle) => (
                  <PickRow
                    key={bundle.id}
                    title={bundle.name}
                    detail={[
                      t('assessmentPicker.bundleSize', { count: bundle.variants.length }),
                      bundle.variants.map((v) => v.taskName).join(', '),
                    ].join(' · ')}
                    added={bundle.variants.every((v) => chosen.has(v.variantId))}
                    onAdd={() => add(bundle.variants.map((v) => ({ ...v, conditions: null })))}
                    t={t}
                  />
                ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function PickRow(props: {
  title: string;
  detail: string;
  added: boolean;
  onAdd: () => void;
  t: TFunction;
}) {
  const { t } = props;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {props.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.detail}
        </Text>
      </div>
      <Button
        size="xs"
        variant="light"
        disabled={props.added}
        onClick={props.onAdd}
        aria-label={props.added ? undefined : t('assessmentPicker.addNamed', { name: props.title })}
      >
        {props.added ? t('assessmentPicker.added') : t('assessmentPicker.add')}
      </Button>
    </Group>
  );
}
