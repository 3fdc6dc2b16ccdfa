import { Group, Pagination, Select, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { REPORT_PAGE_SIZES } from '@roar/contracts';

/** Page size, 'x–y of N' and page buttons under a report table. */
export function TablePagination({
  total,
  page,
  pageSize,
  rowCount,
  onPage,
  onPageSize,
  t,
}: {
  total: number;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  t: TFunction;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('pagination.pageSize')}
          data={REPORT_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={110}
        />
        <Text size="sm" role="status">
          {t('pagination.range', { from, to: from + Math.max(0, rowCount - 1), total })}
        </Text>
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          withEdges
          getControlProps={(control) => ({ 'aria-label': t(`pagination.controls.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          aria-label={t('pagination.pages')}
        />
      ) : null}
    </Group>
  );
}
