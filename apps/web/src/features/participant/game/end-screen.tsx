import { Link } from 'react-router';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { SPEECH_CLIPS, type UploadStatus } from '@roar/tasks';
import { GAME_MESSAGES, Guide, PATH_STONES, StarRow, counted, gameLocale } from '@roar/tasks/frame';
import type { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import classes from './end-screen.module.css';

type Translate = ReturnType<typeof useFeatureTranslation>['t'];

/**
 * The end of a game: Pip at home with every star of the path (stars come from progress, so a
 * finished run has them all, however it went), the game's closing words and an encouraging line
 * (in the task's language, like the game), and whether the answers are on the server yet. The
 * child may go back at once: anything unsent keeps uploading from the device queue, also from
 * the home page. The stars pop in only here and on breaks, never under prefers-reduced-motion.
 */
export function EndScreen(props: {
  language: 'en' | 'es';
  /** The interface locale: picks the task language's regional wording. */
  locale: string;
  upload: UploadStatus | 'saved';
  home: string;
  t: Translate;
}) {
  const { language, locale, upload, home, t } = props;
  const gameLang = gameLocale(language, locale);
  const messages = GAME_MESSAGES[gameLang];
  const status =
    upload === 'saved'
      ? t('game.saved')
      : upload === 'offline'
        ? t('game.offline')
        : t('game.saving');
  return (
    <Center mih="70vh" p="md">
      <Stack
        align="center"
        maw={560}
        ta="center"
        gap="lg"
        className={classes.end}
        data-celebrate="true"
      >
        <Guide label={messages.guide} className={classes.guide} />
        <div className={classes.stars} lang={gameLang}>
          <StarRow count={PATH_STONES} />
          <Text fw={700} size="lg">
            {counted(messages, 'haveStars', PATH_STONES, gameLang)}
          </Text>
        </div>
        <Title order={1} lang={language}>
          {SPEECH_CLIPS[language]['common.end']}
        </Title>
        <Text size="lg" lang={gameLang}>
          {messages.encourage}
        </Text>
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
