import {
  Alert,
  Fieldset,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgLists } from '@roar/contracts';
import {
  DEMOGRAPHIC_FIELDS,
  ACCOMMODATION_FIELDS,
  LETTER_FIELDS,
  NAME_FIELDS,
  ORG_FIELDS,
  REQUIRED_FIELDS,
  missingColumns,
  type ColumnMapping,
  type MappedField,
} from '../roster/mapping.ts';
import { OrgSelects, type OrgListKey } from './org-selects.tsx';

/** The select value of a field the file does not hold. */
const NONE = '\u0000none';

/** Organisation kinds a student roster can place students in. */
const ROSTER_ORG_KINDS: readonly OrgListKey[] = ['districts', 'schools', 'classes', 'groups'];

interface Props {
  headers: string[];
  mapping: ColumnMapping;
  onMapping: (mapping: ColumnMapping) => void;
  orgs: OrgLists;
  onOrgs: (orgs: OrgLists) => void;
  /** Whether to show what is still missing (after a first attempt to go on). */
  showProblems: boolean;
  t: TFunction;
}

/** Step 2: which column holds each field, and where the students belong. */
export function MapStep({ headers, mapping, onMapping, orgs, onOrgs, showProblems, t }: Props) {
  const options = [
    { value: '', label: t('register.map.none') },
    ...headers.map((h) => ({ value: h, label: h })),
  ];
  const missing = missingColumns(mapping);
  const columnSelect = (field: MappedField, required = false, description?: string) => {
    const label = t(`fields.${field}`);
    return (
      <Select
        key={field}
        label={label}
        description={description}
        aria-label={t('register.map.column', { field: label })}
        required={required}
        data={options}
        value={mapping.columns[field] ?? NONE}
        onChange={(column) =>
          onMapping({
            ...mapping,
            columns: {
              ...mapping.columns,
              [field]: column && column !== NONE ? column : undefined,
            },
          })
        }
        error={showProblems && missing.includes(field) ? t('errors.required') : undefined}
        allowDeselect={false}
      />
    );
  };
  const noOrgs =
    mapping.orgMode === 'chosen' && ROSTER_ORG_KINDS.every((k) => orgs[k].length === 0);

  return (
    <Stack gap="md">
      <Fieldset legend={t('register.map.required')}>
        <Stack gap="sm">
          <Switch
            label={t('register.map.useEmail')}
            checked={mapping.useEmail}
            onChange={(event) => onMapping({ ...mapping, useEmail: event.currentTarget.checked })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {columnSelect(mapping.useEmail ? 'email' : 'username', true)}
            {REQUIRED_FIELDS.map((field) => columnSelect(field, true))}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('register.map.names')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {NAME_FIELDS.map((field) => columnSelect(field))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('register.map.demographics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DEMOGRAPHIC_FIELDS.map((field) => columnSelect(field))}
          <MultiSelect
            label={t('fields.race')}
            description={t('register.map.raceHint')}
            data={headers}
            value={mapping.raceColumns}
            onChange={(raceColumns) => onMapping({ ...mapping, raceColumns })}
            clearable
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('register.map.letters')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LETTER_FIELDS.map((field) =>
            columnSelect(field, false, t('register.map.homeLocaleHint')),
          )}
          {ACCOMMODATION_FIELDS.map((field) =>
            columnSelect(field, false, t('register.map.timeAccommodationHint')),
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('register.map.orgs')}>
        <Stack gap="sm">
          <Text id="org-mode-label" size="sm" fw={500}>
            {t('register.map.orgMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="org-mode-label"
            value={mapping.orgMode}
            onChange={(orgMode) =>
              onMapping({ ...mapping, orgMode: orgMode as ColumnMapping['orgMode'] })
            }
            data={[
              { value: 'columns', label: t('register.map.orgModeColumns') },
              { value: 'chosen', label: t('register.map.orgModeChosen') },
            ]}
          />
          {mapping.orgMode === 'columns' ? (
            <>
              <Text size="sm" c="dimmed">
                {t('register.map.orgColumnsHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {ORG_FIELDS.map((field) => columnSelect(field))}
              </SimpleGrid>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('register.map.orgsForAllHint')}
              </Text>
              <OrgSelects
                value={orgs}
                onChange={onOrgs}
                kinds={ROSTER_ORG_KINDS}
                t={t}
                error={showProblems && noOrgs ? t('register.map.needOrgs') : undefined}
              />
            </>
          )}
        </Stack>
      </Fieldset>
      {showProblems && missing.length > 0 && (
        <Alert color="yellow" variant="light" role="alert">
          {t('register.map.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

/** Whether step 2 is complete: every required column chosen, and organisations for everyone. */
export function mappingComplete(mapping: ColumnMapping, orgs: OrgLists): boolean {
  if (missingColumns(mapping).length > 0) return false;
  return mapping.orgMode === 'columns' || ROSTER_ORG_KINDS.some((k) => orgs[k].length > 0);
}
