import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';
import { deviceOf } from './device-label.ts';

/**
 * Where the user is signed in, with Sign out for each other device (ASVS 7.5.2). Shown on the
 * linked-accounts tab, whose screen waited for these texts.
 */
export function SignedInDevices() {
  const { t, i18n } = useFeatureTranslation(screenMessages);
  const sessions = useSessions();
  const end = useEndSession();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  async function onEnd(id: string) {
    try {
      await end.mutateAsync(id);
      toast.show({ severity: 'success', summary: t('profile.sessions.ended'), life: 5000 });
    } catch {
      toast.show({ severity: 'error', summary: t('profile.sessions.failed') });
    }
  }

  let body;
  if (sessions.isPending) body = <Loader aria-label={t('common.loading')} />;
  else if (sessions.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('profile.sessions.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sessions.data.map((session) => {
          const device = deviceOf(session.userAgent);
          const name = device
            ? t('profile.sessions.device', device)
            : t('profile.sessions.unknown');
          return (
            <Paper key={session.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {session.current ? (
                      <Badge color="green" variant="light">
                        {t('profile.sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('profile.sessions.lastActive', { date: when(session.lastActiveAt) })}
                  </Text>
                </Stack>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    color="red"
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => void onEnd(session.id)}
                    aria-label={t('profile.sessions.endLabel', { device: name })}
                  >
                    {t('profile.sessions.end')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3}>{t('profile.sessions.title')}</Title>
      <Text>{t('profile.sessions.intro')}</Text>
      {body}
    </Stack>
  );
}
