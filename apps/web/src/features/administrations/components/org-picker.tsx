import { useState } from 'react';
import {
  Alert,
  Badge,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { ORG_KINDS, type OrgKind } from '@roar/contracts';
import { useOrgChoices, useOrgNames } from '../../../lib/org-choices.ts';
import type { OrgChoice } from '../form/form-values.ts';

interface Props {
  value: OrgChoice[];
  onChange: (value: OrgChoice[]) => void;
  t: TFunction;
}

/** Organisations by type in tabs, each a searchable checklist; the chosen ones as chips. */
export function OrgPicker({ value, onChange, t }: Props) {
  const [tab, setTab] = useState<OrgKind>('district');
  const names = useOrgNames(
    ORG_KINDS.filter((type) => value.some((o) => o.type === type && !o.name)),
  );
  const toggle = (org: OrgChoice, checked: boolean) =>
    onChange(checked ? [...value, org] : value.filter((o) => o.id !== org.id));
  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={(next) => next && setTab(next as OrgKind)} keepMounted={false}>
        <Tabs.List>
          {ORG_KINDS.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`orgPicker.tabs.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORG_KINDS.map((type) => (
          <Tabs.Panel key={type} value={type} pt="sm">
            <OrgChecklist type={type} value={value} onToggle={toggle} t={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('orgPicker.selected')}
        </Text>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orgPicker.noneSelected')}
          </Text>
        ) : (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {value.map((org) => {
              const name =
                org.name ??
                names.get(org.id) ??
                t('orgPicker.unnamed', { type: t(`orgTree.types.${org.type}`), id: org.id });
              return (
                <li key={org.id}>
                  {/* Mantine's Pill hides its remove button from keyboards; this one is a real button. */}
                  <Badge
                    size="lg"
                    variant="light"
                    tt="none"
                    pr={2}
                    rightSection={
                      <CloseButton
                        size="sm"
                        aria-label={t('orgPicker.remove', { name })}
                        onClick={() => onChange(value.filter((o) => o.id !== org.id))}
                      />
                    }
                  >
                    {name}
                  </Badge>
                </li>
              );
            })}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

function OrgChecklist({
  type,
  value,
  onToggle,
  t,
}: {
  type: OrgKind;
  value: OrgChoice[];
  onToggle: (org: OrgChoice, checked: boolean) => void;
  t: TFunction;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useOrgChoices(type, debounced);
  const chosen = new Set(value.map((o) => o.id));
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t('orgPicker.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={120}
      />
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('orgPicker.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('orgPicker.failed')}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text size="sm">{t(debounced ? 'orgPicker.noMatches' : 'orgPicker.empty')}</Text>
      ) : (
        <>
          <ScrollArea.Autosize mah={260} type="auto">
            <Stack gap={6} py={4}>
              {list.data.items.map((org) => (
                <Checkbox
                  key={org.id}
                  label={org.name}
                  description={org.abbreviation ?? undefined}
                  checked={chosen.has(org.id)}
                  onChange={(event) =>
                    onToggle({ id: org.id, type, name: org.name }, event.currentTarget.checked)
                  }
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {list.data.total > list.data.items.length ? (
            <Text size="xs" c="dimmed">
              {t('orgPicker.more', { shown: list.data.items.length, total: list.data.total })}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
