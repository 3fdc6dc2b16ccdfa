import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" w="100%">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
