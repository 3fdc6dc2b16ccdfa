import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import {
  ADMINISTRATION_PAGE_SIZES,
  PERMISSIONS as P,
  type AdministrationListQuery,
  type AdministrationSummary,
} from '@roar/contracts';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useTaskTexts } from '../../lib/task-text.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { useAdministrations } from './api/get-administrations.ts';
import { AdministrationCard } from './components/administration-card.tsx';
import {
  DeleteAdministrationDialog,
  type DeleteTarget,
} from './components/delete-administration-dialog.tsx';
import { ListToolbar, SORT_CHOICES, type SortChoice } from './components/list-toolbar.tsx';
import { administrationsMessages } from './i18n/messages.ts';
import './components/styles.ts';

const DEFAULT_SORT: SortChoice = 'dateOpened.desc';
const DEFAULT_PAGE_SIZE = 10;

/** The list state lives in the address (?q, sort, page, size, test): back returns to it. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as SortChoice | null;
  const sizeParam = Number(params.get('size'));
  const state = {
    search: params.get('q') ?? '',
    sort: sortParam && SORT_CHOICES.includes(sortParam) ? sortParam : DEFAULT_SORT,
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    pageSize: (ADMINISTRATION_PAGE_SIZES as readonly number[]).includes(sizeParam)
      ? sizeParam
      : DEFAULT_PAGE_SIZE,
    includeTest: params.get('test') === '1',
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...changes };
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.sort !== DEFAULT_SORT) out.set('sort', next.sort);
    if (next.page > 1) out.set('page', String(next.page));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(next.pageSize));
    if (next.includeTest) out.set('test', '1');
    setParams(out);
  };
  return [state, update] as const;
}

/**
 * Admin home (docs/product/routes.md section 9, 'View Administrations'): the administrations the
 * user can see.
 */
export function AdministrationsHome() {
  const { t, i18n, ready: ownReady } = useFeatureTranslation(administrationsMessages);
  const { texts: taskTexts, ready: tasksReady } = useTaskTexts();
  const ready = ownReady && tasksReady;
  const isSuperAdmin = useSessionValue((s) => Boolean(s.userClaims?.super_admin));
  const permissions = useSessionValue((s) => s.permissions);
  const [state, update] = useListState();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [field, order] = state.sort.split('.') as [
    NonNullable<AdministrationListQuery['sort']>,
    'asc' | 'desc',
  ];
  const query: AdministrationListQuery = {
    search: state.search || undefined,
    sort: field,
    order,
    page: state.page,
    pageSize: state.pageSize,
    includeTest: isSuperAdmin && state.includeTest ? 'true' : undefined,
  };
  const list = useAdministrations(query);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  const can = {
    isSuperAdmin,
    canEdit: permissions.includes(P.Administrations.UPDATE),
    canCreate: permissions.includes(P.Administrations.CREATE),
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pager =
    data && data.total > data.pageSize ? (
      <Pagination
        total={pages}
        value={Math.min(state.page, pages)}
        onChange={(page) => update({ page })}
        getControlProps={(control) => ({ 'aria-label': t(`home.pageControls.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('home.pageNumber', { page }) })}
        aria-label={t('home.pages')}
      />
    ) : null;

  return (
    <PageTitle title={t('home.title')}>
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">{t('home.subtitle')}</Text>
        {can.canCreate ? (
          <Button component={Link} to={paths.createAdministration}>
            {t('home.create')}
          </Button>
        ) : null}
      </Group>
      <ListToolbar
        search={state.search}
        onSearch={(search) => update({ search })}
        sort={state.sort}
        onSort={(sort) => update({ sort })}
        pageSize={state.pageSize}
        onPageSize={(pageSize) => update({ pageSize })}
        showTest={
          isSuperAdmin
            ? { value: state.includeTest, onChange: (includeTest) => update({ includeTest }) }
            : undefined
        }
        t={t}
      />
      {state.search ? (
        <Alert variant="light" color="blue">
          <Group justify="space-between" wrap="wrap">
            <Text>
              {t('home.searchedFor')} <strong>{state.search}</strong>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => update({ search: '' })}>
              {t('home.clearSearch')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {list.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t(query.includeTest ? 'home.loadingTest' : 'home.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text>{t('home.loadFailed')}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
              {t('home.retry')}
            </Button>
          </Group>
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Text>{t(state.search ? 'home.noMatches' : 'home.empty')}</Text>
      ) : data ? (
        <Stack gap="md" aria-busy={list.isFetching}>
          <Text size="sm" c="dimmed" role="status">
            {t('home.showing', {
              from: (data.page - 1) * data.pageSize + 1,
              to: (data.page - 1) * data.pageSize + data.items.length,
              total: data.total,
            })}
          </Text>
          {pager}
          {data.items.map((administration) => (
            <AdministrationCard
              key={administration.id}
              administration={administration}
              formatDate={formatDate}
              onDelete={(a: AdministrationSummary, title) => setDeleting({ id: a.id, title })}
              t={t}
              taskTexts={taskTexts}
              {...can}
            />
          ))}
          {pager}
        </Stack>
      ) : null}
      <DeleteAdministrationDialog target={deleting} onClose={() => setDeleting(null)} t={t} />
    </PageTitle>
  );
}
