import { Anchor, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { OrgSummary } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';

export type OrgAction = 'edit' | 'archive' | 'export' | 'invite';

interface Props {
  t: TFunction;
  orgs: readonly OrgSummary[];
  /** Whether edit and archive show (Organizations.UPDATE). */
  canEdit: boolean;
  /** Whether the invite action shows (ActivationCodes.CREATE). */
  canInvite: boolean;
  /** Whether the 'Norms' link shows for an organisation (its district's norm tables). */
  canNorms?: (org: OrgSummary) => boolean;
  onAction: (action: OrgAction, org: OrgSummary) => void;
}

function addressOf(org: OrgSummary): string {
  const a = org.address;
  if (!a) return '';
  return (
    a.formattedAddress || [a.street, a.city, a.region, a.postalCode].filter(Boolean).join(', ')
  );
}

/** The organisations of one /list-orgs tab with their actions. */
export function OrgsTable({ t, orgs, canEdit, canInvite, canNorms, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.abbreviation')}</Table.Th>
            <Table.Th>{t('list.columns.address')}</Table.Th>
            <Table.Th>{t('list.columns.tags')}</Table.Th>
            <Table.Th>{t('list.columns.users')}</Table.Th>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orgs.map((org) => (
            <Table.Tr key={org.id}>
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {org.name}
                  </Text>
                  {org.archived && (
                    <Badge color="gray" variant="light" size="sm">
                      {t('list.archivedBadge')}
                    </Badge>
                  )}
                  {org.isTest && (
                    <Badge color="yellow" variant="light" size="sm">
                      {t('list.testBadge')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{org.abbreviation}</Table.Td>
              <Table.Td>{addressOf(org)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {org.tags.map((tag) => (
                    <Badge key={tag} variant="outline" size="sm" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo.listUsers(org.type, org.id, org.name)}
                  aria-label={t('list.usersLinkLabel', { count: org.userCount, name: org.name })}
                  size="sm"
                >
                  {t('list.usersLink', { count: org.userCount })}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('list.actionsFor', { name: org.name })}
                    >
                      {t('list.columns.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {canEdit && (
                      <Menu.Item onClick={() => onAction('edit', org)}>{t('list.edit')}</Menu.Item>
                    )}
                    {canEdit && (
                      <Menu.Item onClick={() => onAction('archive', org)}>
                        {t(org.archived ? 'list.unarchive' : 'list.archive')}
                      </Menu.Item>
                    )}
                    <Menu.Item onClick={() => onAction('export', org)}>
                      {t('list.export')}
                    </Menu.Item>
                    {canNorms?.(org) && !org.archived && (
                      <Menu.Item component={Link} to={pathTo.norms(org.id)}>
                        {t('list.norms')}
                      </Menu.Item>
                    )}
                    {canInvite && !org.archived && (
                      <Menu.Item onClick={() => onAction('invite', org)}>
                        {t('list.invite')}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
