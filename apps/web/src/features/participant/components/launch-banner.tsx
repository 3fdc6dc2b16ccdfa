import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths.ts';

/**
 * Launch mode (docs/product/routes.md section 7, /launch/:launchId): whose tasks these are, and the
 * way out.
 */
export function LaunchBanner({ studentName, t }: { studentName: string | null; t: TFunction }) {
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconRocket size={20} aria-hidden="true" />}
      title={t('launch.bannerTitle')}
      data-testid="launch-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text>{t('launch.banner', { name: studentName ?? t('launch.studentFallback') })}</Text>
        <Button component={Link} to={paths.home} variant="outline" color="grape" h={44}>
          {t('launch.exit')}
        </Button>
      </Group>
    </Alert>
  );
}
