import { Group, Radio, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  COLOR_SCHEME_PREFERENCES,
  setColorSchemePreference,
  useColorSchemePreference,
  type ColorSchemePreference,
} from '../../../lib/color-scheme.ts';

/** Light, dark, or as the device is set: kept on this device (lib/color-scheme.ts). */
export function AppearanceSetting({ t }: { t: TFunction }) {
  const preference = useColorSchemePreference();
  return (
    <section aria-labelledby="appearance-heading">
      <Title order={3} size="h4" id="appearance-heading" mb="xs">
        {t('profile.appearance.title')}
      </Title>
      <Radio.Group
        label={t('profile.appearance.colorScheme')}
        description={t('profile.appearance.hint')}
        value={preference}
        onChange={(value) => setColorSchemePreference(value as ColorSchemePreference)}
      >
        <Group mt="xs" gap="lg">
          {COLOR_SCHEME_PREFERENCES.map((option) => (
            <Radio key={option} value={option} label={t(`profile.appearance.${option}`)} />
          ))}
        </Group>
      </Radio.Group>
    </section>
  );
}
