import { useId, useState } from 'react';
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { SignInForm } from './components/sign-in-form.tsx';

/** /signin (spec section 2, screen texts). The navigation bar is hidden here. */
export function SignInScreen() {
  const { t } = useTranslation();
  const [showHelp, setShowHelp] = useState(false);
  const helpId = useId();
  return (
    <Container size={460} py="xl" w="100%">
      <Group justify="flex-end" mb="md">
        <LanguageSelector compact />
      </Group>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <div>
            <Title order={1} ta="center">
              {t('auth.signIn.welcome', { name: PRODUCT_SHORT_NAME })}
            </Title>
            <Text ta="center" c="dimmed" mt="xs">
              {t('auth.signIn.subtitle')}
            </Text>
          </div>
          <SignInForm />
          <Divider />
          <ProviderButtons />
          <Stack gap="xs" align="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              aria-expanded={showHelp}
              aria-controls={helpId}
              onClick={() => setShowHelp((open) => !open)}
            >
              {t('auth.signIn.havingTrouble')}
            </Anchor>
            <Text id={helpId} size="sm" hidden={!showHelp}>
              {t('auth.signIn.troubleHelp')}
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
