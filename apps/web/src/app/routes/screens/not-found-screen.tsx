import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PageTitle title={t('notFound.title')}>
      <Text size="lg">{t('notFound.message')}</Text>
      <div>
        <Button component={Link} to={paths.home}>
          {t('notFound.returnHome')}
        </Button>
      </div>
    </PageTitle>
  );
}
