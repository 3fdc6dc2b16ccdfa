import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportHeader as Header, ReportParams } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';
import { useSessionValue } from '../../../stores/session-store.ts';

export type ReportScreenKind = 'progress' | 'score';

const SWITCH: { kind: ReportScreenKind; to: (p: ReportParams) => string }[] = [
  { kind: 'progress', to: (p) => pathTo.progressReport(p.administrationId, p.orgType, p.orgId) },
  { kind: 'score', to: (p) => pathTo.scoreReport(p.administrationId, p.orgType, p.orgId) },
];

/** Organisation, administration and the switch between the two reports of them. */
export function ReportHeader({
  kind,
  header,
  params,
  t,
}: {
  kind: ReportScreenKind;
  header: Header;
  params: ReportParams;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  // Admins know administrations by their public name; super admins by the internal one.
  const isSuperAdmin = useSessionValue((s) => Boolean(s.userClaims?.super_admin));
  const { administration, org } = header;
  const name = isSuperAdmin ? administration.name : (administration.publicName ?? administration.name);
  // Super admins also see the name families and the student report use, when it differs.
  const publicName =
    isSuperAdmin && administration.publicName && administration.publicName !== administration.name
      ? administration.publicName
      : null;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
  });
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {t(`titles.${kind}`)} · {t(`header.orgTypes.${org.type}`)}
        </Text>
        <Title order={1}>{org.name}</Title>
        <Text>
          {publicName
            ? t('header.administrationWithPublic', { name, publicName })
            : t('header.administration', { name })}
        </Text>
        {administration.dateOpened && administration.dateClosed ? (
          <Text size="sm" c="dimmed">
            {t('header.dates', {
              from: date.format(new Date(administration.dateOpened)),
              to: date.format(new Date(administration.dateClosed)),
            })}
          </Text>
        ) : null}
      </Stack>
      <nav aria-label={t('header.switchLabel')}>
        <Button.Group>
          {SWITCH.map((item) => (
            <Button
              key={item.kind}
              component={Link}
              to={item.to(params)}
              variant={item.kind === kind ? 'filled' : 'default'}
              aria-current={item.kind === kind ? 'page' : undefined}
            >
              {t(`header.${item.kind}`)}
            </Button>
          ))}
        </Button.Group>
      </nav>
    </Group>
  );
}
