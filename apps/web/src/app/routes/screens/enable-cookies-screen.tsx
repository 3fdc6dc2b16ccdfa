import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';

const STEPS = ['stepSettings', 'stepAllow', 'stepPrivate', 'stepReload'] as const;

/** Shown while the browser blocks cookies (docs/product/states.md section 1). */
export function EnableCookiesScreen() {
  const { t } = useTranslation();
  return (
    <PageTitle title={t('enableCookies.title')}>
      <Text size="lg">{t('enableCookies.intro', { name: PRODUCT_SHORT_NAME })}</Text>
      <Title order={2} size="h3">
        {t('enableCookies.stepsTitle')}
      </Title>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>
            <Text>{t(`enableCookies.${step}`)}</Text>
          </li>
        ))}
      </ol>
      <div>
        {/* A full load: the cookie check runs again from scratch. */}
        <Button component="a" href={paths.home}>
          {t('enableCookies.retry')}
        </Button>
      </div>
    </PageTitle>
  );
}
