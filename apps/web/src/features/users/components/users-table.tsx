import { Badge, Button, Group, Table, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AdminUser, UserSortField } from '@roar/contracts';
import { gradeLabel, userName } from './labels.ts';

type Column = UserSortField;
/** Every column sorts (on the server, over all pages). */
const COLUMNS: Column[] = [
  'username',
  'email',
  'firstName',
  'lastName',
  'grade',
  'dateOfBirth',
  'userType',
  'archived',
];
interface Props {
  users: AdminUser[];
  sort: UserSortField;
  order: 'asc' | 'desc';
  onSort: (sort: UserSortField) => void;
  /** The row actions; none (and no actions column) for a caller who may only read. */
  actions?: {
    onEdit: (user: AdminUser) => void;
    onArchive: (user: AdminUser) => void;
    onSignOut: (user: AdminUser) => void;
    /** A pupil's new password (pupils have no password page; adults use a reset link). */
    onSetPassword: (user: AdminUser) => void;
  };
  t: TFunction;
  locale: string;
}

function cell(user: AdminUser, column: Column, t: TFunction, locale: string): string {
  switch (column) {
    case 'username':
      return user.username ?? '';
    case 'email':
      return user.email ?? '';
    case 'firstName':
      return user.name.first ?? '';
    case 'lastName':
      return user.name.last ?? '';
    case 'grade':
      return gradeLabel(t, user.grade);
    case 'dateOfBirth':
      return user.dateOfBirth
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${user.dateOfBirth}T00:00:00Z`),
          )
        : '';
    case 'userType':
      return t(`userTypes.${user.userType}`, { defaultValue: user.userType });
    case 'archived':
      return user.archived ? t('list.yes') : t('list.no');
  }
}

/** The users of one page, with sortable column headers and per-row actions. */
export function UsersTable({ users, sort, order, onSort, actions, t, locale }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const label = t(`list.columns.${column}`);
              const active = column === sort;
              return (
                <Table.Th
                  key={column}
                  scope="col"
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton
                    onClick={() => onSort(column)}
                    aria-label={t('list.sortBy', { column: label })}
                    fw={600}
                  >
                    {label}
                    <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            {actions && <Table.Th scope="col">{t('list.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = userName(user);
            return (
              <Table.Tr key={user.id}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column}>
                    {column === 'archived' && user.archived ? (
                      <Badge color="gray" variant="light">
                        {cell(user, column, t, locale)}
                      </Badge>
                    ) : (
                      cell(user, column, t, locale)
                    )}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => actions.onEdit(user)}
                        aria-label={t('list.editLabel', { name })}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color={user.archived ? 'blue' : 'red'}
                        onClick={() => actions.onArchive(user)}
                        aria-label={t(user.archived ? 'list.unarchiveLabel' : 'list.archiveLabel', {
                          name,
                        })}
                      >
                        {t(user.archived ? 'list.unarchive' : 'list.archive')}
                      </Button>
                      {user.archived ? null : (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => actions.onSignOut(user)}
                          aria-label={t('list.signOutLabel', { name })}
                        >
                          {t('list.signOut')}
                        </Button>
                      )}
                      {user.userType === 'student' && !user.archived ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => actions.onSetPassword(user)}
                          aria-label={t('list.setPasswordLabel', { name })}
                        >
                          {t('list.setPassword')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
