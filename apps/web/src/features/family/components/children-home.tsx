import { useState } from 'react';
import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useChildren } from '../api/children.ts';
import { AddChildrenDialog } from './add-children-dialog.tsx';
import { ChildCard } from './child-card.tsx';

/** A parent's home: a card per child, and a card to add more (in a dialog). */
export function ChildrenHome({ t }: { t: TFunction }) {
  const children = useChildren();
  const [adding, setAdding] = useState(false);
  return (
    <PageTitle title={t('home.parentTitle')}>
      <Text>{t('home.parentSubtitle')}</Text>
      {children.isPending ? (
        <Center mih="30vh" role="status">
          <Stack align="center">
            <Loader aria-hidden="true" />
            <Text>{t('home.loading')}</Text>
          </Stack>
        </Center>
      ) : children.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('home.failed')}>
          <Button variant="light" mt="sm" onClick={() => void children.refetch()}>
            {t('home.retry')}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {children.data.children.map((child) => (
            <ChildCard key={child.id} child={child} familyId={children.data.familyId ?? ''} t={t} />
          ))}
          <Card withBorder padding="md">
            <Stack gap="sm" justify="center" h="100%">
              {children.data.children.length === 0 ? <Text>{t('home.noChildren')}</Text> : null}
              <Button
                variant="outline"
                onClick={() => setAdding(true)}
                leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              >
                {t('home.addChild')}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      )}
      <AddChildrenDialog opened={adding} onClose={() => setAdding(false)} t={t} />
    </PageTitle>
  );
}
