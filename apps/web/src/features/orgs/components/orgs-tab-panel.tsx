import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgKind, OrgSummary } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useExportOrgUsers } from '../api/export-org-users.ts';
import { useOrgs } from '../api/get-orgs.ts';
import { ArchiveDialog } from './archive-dialog.tsx';
import { EditOrgDialog } from './edit-org-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { OrgSelect } from './org-select.tsx';
import { OrgsTable, type OrgAction } from './orgs-table.tsx';

const PAGE_SIZE = 25;

/**
 * What the caller may do besides reading (docs/decisions/022-write-permissions.md); the server
 * decides each request anyway.
 */
export interface OrgPowers {
  /** Move a school or class to another parent (super admins). */
  move: boolean;
  /** Edit and archive (Organizations.UPDATE). */
  edit: boolean;
  /** Mint and revoke activation codes (ActivationCodes.CREATE). */
  invite: boolean;
  /**
   * Open the district's norm tables (super admins, the district's admins;
   * docs/decisions/054-local-norm-tables.md).
   */
  norms: (org: OrgSummary) => boolean;
}

interface Props {
  t: TFunction;
  type: OrgKind;
  can: OrgPowers;
}

/** One /list-orgs tab: filters, search, the table, pages, and the dialogs of its actions. */
export function OrgsTabPanel({ t, type, can }: Props) {
  const [districtId, setDistrictId] = useState<string | null>(null);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [subgroups, setSubgroups] = useState(false);
  const [archived, setArchived] = useState(false);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ action: OrgAction; org: OrgSummary } | null>(null);
  const exportUsers = useExportOrgUsers();
  const list = useOrgs({
    type,
    districtId: districtId ?? undefined,
    schoolId: schoolId ?? undefined,
    search: search || undefined,
    includeSubgroups: subgroups ? 'true' : undefined,
    includeArchived: archived ? 'true' : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const resetPage =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPage(1);
    };

  function onAction(action: OrgAction, org: OrgSummary) {
    if (action !== 'export') return setOpen({ action, org });
    exportUsers.mutate(org, {
      onError: () => toast.show({ severity: 'error', summary: t('export.failed') }),
    });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  }

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm" pt="sm">
      <Group align="flex-end" wrap="wrap">
        {(type === 'school' || type === 'class') && (
          <OrgSelect
            t={t}
            type="district"
            label={t('list.filterDistrict')}
            allLabel={t('list.allDistricts')}
            value={districtId}
            onChange={resetPage((id: string | null) => {
              setDistrictId(id);
              setSchoolId(null);
            })}
          />
        )}
        {type === 'class' && (
          <OrgSelect
            t={t}
            type="school"
            label={t('list.filterSchool')}
            allLabel={t('list.allSchools')}
            filter={districtId ? { districtId } : {}}
            value={schoolId}
            onChange={resetPage(setSchoolId)}
          />
        )}
        <form noValidate onSubmit={onSearch} role="search">
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('list.search')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" variant="light">
              {t('list.searchButton')}
            </Button>
            {search && (
              <Button variant="subtle" onClick={() => (setDraft(''), setSearch(''), setPage(1))}>
                {t('list.clear')}
              </Button>
            )}
          </Group>
        </form>
      </Group>
      <Group>
        {type === 'group' && (
          <Switch
            label={t('list.showSubgroups')}
            checked={subgroups}
            onChange={(e) => resetPage(setSubgroups)(e.currentTarget.checked)}
          />
        )}
        <Switch
          label={t('list.showArchived')}
          checked={archived}
          onChange={(e) => resetPage(setArchived)(e.currentTarget.checked)}
        />
      </Group>
      {list.isPending ? (
        <Loader aria-label={t('list.loading')} />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <span>{t('list.failed')}</span>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: total })}
          </Text>
          <OrgsTable
            t={t}
            orgs={list.data.items}
            canEdit={can.edit}
            canInvite={can.invite}
            canNorms={can.norms}
            onAction={onAction}
          />
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label={t('list.pages')}
            />
          )}
        </>
      )}
      {open?.action === 'edit' && (
        <EditOrgDialog t={t} org={open.org} canMove={can.move} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'archive' && (
        <ArchiveDialog t={t} org={open.org} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'invite' && (
        <InviteDialog t={t} org={open.org} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
