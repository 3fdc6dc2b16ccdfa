import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ItemParameterSetSummary } from '@roar/contracts';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useTasks } from '../api/get-tasks.ts';
import {
  useActivateParameterSet,
  useParameterSets,
  useStartCalibration,
} from '../api/item-parameter-sets.ts';
import { LoadState } from './load-state.tsx';
import { useTasksTranslation } from './use-tasks-translation.ts';

const STATE_COLORS = { draft: 'yellow', active: 'green', retired: 'gray' } as const;

const figure = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** Asks before activating a draft: every run of the task is rescored with it. */
function ActivateModal(props: {
  set: ItemParameterSetSummary;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTasksTranslation();
  return (
    <Modal opened onClose={props.onClose} title={t('itemParameters.activateTitle')}>
      <Stack gap="md">
        <Text>{t('itemParameters.activateMessage', { version: props.set.version })}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={props.onClose}>
            {t('itemParameters.keepDraft')}
          </Button>
          <Button loading={props.pending} onClick={props.onConfirm}>
            {t('itemParameters.activateConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SetRow(props: { set: ItemParameterSetSummary; onActivate: () => void }) {
  const { t } = useTasksTranslation();
  const { set } = props;
  const flagged = Object.entries(set.flagged)
    .filter(([, n]) => n > 0)
    .map(([flag, n]) => `${flag}: ${n}`)
    .join(', ');
  return (
    <Table.Tr>
      <Table.Td>{set.version}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATE_COLORS[set.state]}>
          {t(`itemParameters.states.${set.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{t(`itemParameters.models.${set.model}`)}</Table.Td>
      <Table.Td>
        {t('itemParameters.sample', {
          runs: set.runs,
          from: set.collectedFrom ?? '—',
          to: set.collectedTo ?? '—',
        })}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('itemParameters.itemsUsable', { usable: set.itemsUsable, items: set.items })}
        </Text>
        <Text size="sm">
          {t('itemParameters.meanFit', {
            infit: figure(set.meanInfit),
            outfit: figure(set.meanOutfit),
          })}
        </Text>
        <Text size="sm">
          {flagged === '' ? t('itemParameters.noFlags') : t('itemParameters.flagged', { flagged })}
        </Text>
        <Text size="sm">{t('itemParameters.difC', { count: set.difC })}</Text>
        {!set.converged && (
          <Text size="sm" c="orange.9">
            {t('itemParameters.notConverged')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {set.state === 'draft' ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={props.onActivate}
            aria-label={t('itemParameters.activateLabel', { version: set.version })}
          >
            {t('itemParameters.activate')}
          </Button>
        ) : (
          <Text size="sm">
            {set.activatedAt
              ? t('itemParameters.activatedOn', { date: set.activatedAt.slice(0, 10) })
              : '—'}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Item parameters tab (super administrators; ADR 052): a task's calibrated parameter sets with
 * their provenance and fit, a calibration to start, a draft to activate after a confirmation.
 * Calibration and the rescoring that follows an activation run as background jobs.
 */
export function ItemParametersTab() {
  const { t } = useTasksTranslation();
  const tasks = useTasks(false);
  const [taskId, setTaskId] = useState('');
  const [model, setModel] = useState<'rasch' | '2pl'>('rasch');
  const [activating, setActivating] = useState<ItemParameterSetSummary | null>(null);
  const sets = useParameterSets(taskId);
  const start = useStartCalibration(taskId);
  const activate = useActivateParameterSet(taskId);

  async function startCalibration() {
    try {
      await start.mutateAsync(model);
      toast.show({ severity: 'success', summary: t('itemParameters.started'), life: 5000 });
    } catch {
      toast.show({ severity: 'error', summary: t('itemParameters.startFailed') });
    }
  }

  async function confirmActivation(set: ItemParameterSetSummary) {
    try {
      await activate.mutateAsync(set.id);
      toast.show({
        severity: 'success',
        summary: t('itemParameters.activated', { version: set.version }),
        life: 5000,
      });
      setActivating(null);
    } catch {
      toast.show({ severity: 'error', summary: t('itemParameters.activateFailed') });
    }
  }

  return (
    <Stack gap="sm">
      <Text>{t('itemParameters.intro')}</Text>
      <LoadState query={tasks} />
      {tasks.data && (
        <NativeSelect
          label={t('variants.task')}
          value={taskId}
          onChange={(event) => setTaskId(event.currentTarget.value)}
          data={[
            { value: '', label: t('variants.pickTask') },
            ...tasks.data.map((x) => ({ value: x.id, label: `${x.name} (${x.id})` })),
          ]}
          maw={420}
        />
      )}
      {taskId !== '' && <LoadState query={sets} />}
      {sets.data && !sets.data.calibratable && (
        <Alert color="gray">{t('itemParameters.notCalibratable')}</Alert>
      )}
      {sets.data?.calibratable && (
        <>
          <Group align="flex-end">
            <NativeSelect
              label={t('itemParameters.model')}
              value={model}
              onChange={(event) => setModel(event.currentTarget.value as 'rasch' | '2pl')}
              data={[
                { value: 'rasch', label: t('itemParameters.models.rasch') },
                { value: '2pl', label: t('itemParameters.models.2pl') },
              ]}
            />
            <Button loading={start.isPending} onClick={() => void startCalibration()}>
              {t('itemParameters.calibrate')}
            </Button>
            <Button component={Link} to={paths.jobs} variant="subtle">
              {t('itemParameters.jobsLink')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('itemParameters.minRuns', { runs: sets.data.minRuns })}
          </Text>
          {sets.data.items.length === 0 ? (
            <Text>{t('itemParameters.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table>
                <Table.Caption>{t('itemParameters.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('itemParameters.columns.version')}</Table.Th>
                    <Table.Th>{t('itemParameters.columns.state')}</Table.Th>
                    <Table.Th>{t('itemParameters.columns.model')}</Table.Th>
                    <Table.Th>{t('itemParameters.columns.sample')}</Table.Th>
                    <Table.Th>{t('itemParameters.columns.fit')}</Table.Th>
                    <Table.Th>{t('itemParameters.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sets.data.items.map((set) => (
                    <SetRow key={set.id} set={set} onActivate={() => setActivating(set)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      {activating && (
        <ActivateModal
          set={activating}
          pending={activate.isPending}
          onConfirm={() => void confirmActivation(activating)}
          onClose={() => setActivating(null)}
        />
      )}
    </Stack>
  );
}
