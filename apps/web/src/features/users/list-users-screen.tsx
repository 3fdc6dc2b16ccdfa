import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Group, Loader, Pagination, Select, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PERMISSIONS as P, type AdminUser, type UserSortField } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { useUsers, type UsersListParams } from './api/list-users.ts';
import { UsersExport } from './components/users-export.tsx';
import { ArchiveUserModal } from './components/archive-user-modal.tsx';
import { SignOutUserModal } from './components/sign-out-user-modal.tsx';
import { SetPasswordModal } from './components/set-password-modal.tsx';
import { EditUserModal } from './components/edit-user-modal.tsx';
import { UsersTable } from './components/users-table.tsx';
import { usersMessages } from './i18n/messages.ts';

const PAGE_SIZES = ['10', '25', '50', '100'];

/**
 * /list-users/:orgType/:orgId/:orgName: the users of one organisation, to find, and (with
 * Users.UPDATE) to edit and archive, sign out everywhere, and give pupils a new password.
 */
export function ListUsersScreen() {
  const { t, i18n, ready } = useFeatureTranslation(usersMessages);
  const { orgType = '', orgId = '', orgName = '' } = useParams();
  // Class teachers only read (docs/decisions/022-write-permissions.md).
  const canEdit = useSessionValue((session) => session.permissions.includes(P.Users.UPDATE));
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [params, setParams] = useState<Omit<UsersListParams, 'search'>>({
    sort: 'username',
    order: 'asc',
    page: 1,
    pageSize: 25,
    includeArchived: false,
  });
  const query = { ...params, search: debouncedSearch };
  const users = useUsers(orgType, orgId, query);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [archiving, setArchiving] = useState<AdminUser | null>(null);
  const [signingOut, setSigningOut] = useState<AdminUser | null>(null);
  const [settingPassword, setSettingPassword] = useState<AdminUser | null>(null);

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;
  const update = (changes: Partial<UsersListParams>) =>
    setParams((current) => ({ ...current, page: 1, ...changes }));
  const onSort = (sort: UserSortField) =>
    update({ sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc' });

  const notFound = isApiRequestError(users.error) && users.error.status === 404;
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <PageTitle title={t('list.heading', { name: orgName })}>
      <Text c="dimmed" size="sm">
        {t('list.subtitle', { type: t(`orgTypes.${orgType}`, { defaultValue: orgType }) })}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('list.searchLabel')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            update({});
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Switch
          label={t('list.includeArchived')}
          checked={params.includeArchived}
          onChange={(event) => update({ includeArchived: event.currentTarget.checked })}
        />
        <UsersExport orgType={orgType} orgId={orgId} query={query} disabled={notFound} t={t} />
      </Group>
      {users.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : users.isError ? (
        <Alert color="red" variant="light" role="alert">
          {notFound ? t('list.notFound') : t('list.loadFailed')}
        </Alert>
      ) : data && data.users.length === 0 ? (
        <Text>{t('list.empty')}</Text>
      ) : data ? (
        <>
          <UsersTable
            users={data.users}
            sort={params.sort}
            order={params.order}
            onSort={onSort}
            actions={
              canEdit
                ? {
                    onEdit: setEditing,
                    onArchive: setArchiving,
                    onSignOut: setSigningOut,
                    onSetPassword: setSettingPassword,
                  }
                : undefined
            }
            t={t}
            locale={i18n.language}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {t('list.showing', { from, to, total: data.total })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Select
                label={t('list.pageSize')}
                data={PAGE_SIZES}
                value={String(params.pageSize)}
                onChange={(size) => size && update({ pageSize: Number(size) })}
                allowDeselect={false}
                w={110}
              />
              <Pagination
                total={pages}
                value={params.page}
                onChange={(page) => setParams((current) => ({ ...current, page }))}
                getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('list.pageNumber', { page }) })}
                aria-label={t('list.pages')}
              />
            </Group>
          </Group>
        </>
      ) : null}
      {editing && <EditUserModal user={editing} onClose={() => setEditing(null)} t={t} />}
      {archiving && <ArchiveUserModal user={archiving} onClose={() => setArchiving(null)} t={t} />}
      {signingOut && (
        <SignOutUserModal user={signingOut} onClose={() => setSigningOut(null)} t={t} />
      )}
      {settingPassword && (
        <SetPasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} t={t} />
      )}
    </PageTitle>
  );
}
