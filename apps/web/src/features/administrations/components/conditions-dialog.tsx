import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AssessmentConditions } from '@roar/contracts';
import {
  conditionsFromRows,
  emptyRow,
  invalidRows,
  rowsFromConditions,
  type ConditionRow,
} from '../form/condition-rows.ts';
import { ConditionRowsFieldset } from './condition-rows-fieldset.tsx';

interface Props {
  /** The assessment being edited, or null when the dialog is closed. */
  target: { name: string; conditions: AssessmentConditions | null } | null;
  onSave: (conditions: AssessmentConditions | null) => void;
  onClose: () => void;
  t: TFunction;
}

/** Edits who is assigned an assessment and for whom it is optional. */
export function ConditionsDialog({ target, onSave, onClose, t }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('conditions.title', { name: target.name }) : ''}
      closeButtonProps={{ 'aria-label': t('conditions.cancel') }}
      size="xl"
    >
      {target ? (
        <ConditionsEditor initial={target.conditions} onSave={onSave} onCancel={onClose} t={t} />
      ) : null}
    </Modal>
  );
}

function ConditionsEditor({
  initial,
  onSave,
  onCancel,
  t,
}: {
  initial: AssessmentConditions | null;
  onSave: (conditions: AssessmentConditions | null) => void;
  onCancel: () => void;
  t: TFunction;
}) {
  const [rows, setRows] = useState(() => rowsFromConditions(initial));
  const [showErrors, setShowErrors] = useState(false);
  const invalid = invalidRows(rows);
  const setList = (list: 'assigned' | 'optional') => (next: ConditionRow[]) =>
    setRows((current) => ({ ...current, [list]: next }));

  function save() {
    if (invalid.assigned.length > 0 || invalid.optional.length > 0) {
      setShowErrors(true);
      return;
    }
    onSave(conditionsFromRows(rows));
  }

  return (
    <Stack gap="md">
      {!rows.representable ? (
        <Alert color="yellow" variant="light">
          {t('conditions.unrepresentable')}
        </Alert>
      ) : null}
      <ConditionRowsFieldset
        legend={t('conditions.assigned')}
        hint={t('conditions.assignedHint')}
        addLabel={t('conditions.addAssigned')}
        rows={rows.assigned}
        onChange={setList('assigned')}
        invalid={showErrors ? invalid.assigned : []}
        onAdd={() => setList('assigned')([...rows.assigned, emptyRow()])}
        t={t}
      />
      <Stack gap={4}>
        <Switch
          label={t('conditions.optionalForAll')}
          description={t('conditions.optionalForAllNote')}
          checked={rows.optionalForAll}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setRows((current) => ({ ...current, optionalForAll: checked }));
          }}
        />
      </Stack>
      <ConditionRowsFieldset
        legend={t('conditions.optional')}
        hint={t('conditions.optionalHint')}
        addLabel={t('conditions.addOptional')}
        rows={rows.optional}
        onChange={setList('optional')}
        invalid={showErrors ? invalid.optional : []}
        onAdd={() => setList('optional')([...rows.optional, emptyRow()])}
        disabled={rows.optionalForAll}
        t={t}
      />
      {showErrors && (invalid.assigned.length > 0 || invalid.optional.length > 0) ? (
        <Text c="red" size="sm" role="alert">
          {t('conditions.rowsInvalid')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('conditions.cancel')}
        </Button>
        <Button onClick={save}>{t('conditions.save')}</Button>
      </Group>
    </Stack>
  );
}
