import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';

export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <PageTitle title={t('unauthorized.title')}>
      <Text size="lg">{t('unauthorized.message')}</Text>
      <div>
        <Button component={Link} to={paths.home}>
          {t('common.returnHome')}
        </Button>
      </div>
    </PageTitle>
  );
}
