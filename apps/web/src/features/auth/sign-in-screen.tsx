import { lazy, Suspense, useState } from 'react';
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import { BugReportButton } from '../../components/bug-report/bug-report-button.tsx';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { QueryBoundary } from '../../components/query-boundary.tsx';
import { ProviderButtons } from './components/provider-buttons.tsx';
import { SignInForm } from './components/sign-in-form.tsx';

// The 'Having trouble?' dialog (help and password reset) loads when first opened.
// The dialog sends its requests through the server-state cache, loaded with it.
const PasswordResetDialog = lazy(() => import('./components/password-reset-dialog.tsx'));

/** /signin (docs/product/routes.md section 10). The navigation bar is hidden here. */
export function SignInScreen() {
  const { t } = useTranslation();
  const [showHelp, setShowHelp] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
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
              aria-haspopup="dialog"
              onClick={() => {
                setHelpLoaded(true);
                setShowHelp(true);
              }}
            >
              {t('auth.signIn.havingTrouble')}
            </Anchor>
            {helpLoaded ? (
              <QueryBoundary>
                <Suspense fallback={null}>
                  <PasswordResetDialog opened={showHelp} onClose={() => setShowHelp(false)} />
                </Suspense>
              </QueryBoundary>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      <BugReportButton />
    </Container>
  );
}
