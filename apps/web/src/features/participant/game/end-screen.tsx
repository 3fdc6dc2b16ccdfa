import { Link } from 'react-router';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { SPEECH_CLIPS, type UploadStatus } from '@roar/tasks';
import type { useFeatureTranslation } from '../../../i18n/feature-messages.ts';

type Translate = ReturnType<typeof useFeatureTranslation>['t'];

/**
 * The end of a game: the game's closing words (in the task's language), and whether the answers
 * are on the server yet. The child may go back at once: anything unsent keeps uploading from the
 * device queue, also from the home page.
 */
export function EndScreen(props: {
  language: 'en' | 'es';
  upload: UploadStatus | 'saved';
  home: string;
  t: Translate;
}) {
  const { language, upload, home, t } = props;
  const status =
    upload === 'saved'
      ? t('game.saved')
      : upload === 'offline'
        ? t('game.offline')
        : t('game.saving');
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" maw={560} ta="center" gap="lg">
        <Title order={1} lang={language}>
          {SPEECH_CLIPS[language]['common.end']}
        </Title>
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          {upload === 'saved' ? null : <Loader size="sm" aria-hidden="true" />}
          <Text>{status}</Text>
        </Stack>
        <Button component={Link} to={home} size="lg">
          {t('game.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
