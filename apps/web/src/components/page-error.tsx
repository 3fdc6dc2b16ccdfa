import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';

/** What a page shows when it failed to render (the error itself goes to the error tracker). */
export function PageError() {
  const { t } = useTranslation();
  return (
    <PageTitle title={t('errors.pageTitle')}>
      <Text role="alert">{t('errors.pageMessage')}</Text>
      <div>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </div>
    </PageTitle>
  );
}
