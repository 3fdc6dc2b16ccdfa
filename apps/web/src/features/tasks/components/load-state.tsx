import { Alert, Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTasksTranslation } from './use-tasks-translation.ts';

/** Loader or retryable error of a query; null once it has data. */
export function LoadState({ query }: { query: UseQueryResult<unknown> }) {
  const { t, i18n } = useTasksTranslation();
  if (query.isPending) return <Loader aria-label={i18n.t('common.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('screen.loadFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          {t('screen.retry')}
        </Button>
      </Alert>
    );
  }
  return null;
}
