import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import type { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import classes from './leave-game.module.css';

type Translate = ReturnType<typeof useFeatureTranslation>['t'];

/** Keys that press a focused button: on the door they open the dialog and nothing else. */
const DOOR_KEYS = new Set(['Enter', ' ']);

/** Above the game surface (z-index 1000) and the door (1010). */
const LEAVE_DIALOG_Z_INDEX = 1020;

/**
 * The way out of a game page, which has no navigation bar (docs/security.md V7.4.4): a small door
 * in the corner opens a dialog to keep playing (the default), go home or sign out. Answers given so
 * far are already stored, so leaving loses nothing and the game resumes where it stopped.
 *
 * Games listen for keys on the window. While the dialog is open every key stops at the document,
 * and Enter or Space on the door only opens it, so neither also answers the game behind. Closing
 * gives the focus back to the page, not to the door, so the game's keys work again at once.
 * The door and the dialog's buttons are 44 px targets at the least (size lg: 50 px).
 */
export function LeaveGame(props: { home: string; t: Translate }) {
  const { home, t } = props;
  const [open, setOpen] = useState(false);
  const door = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    const hold = (event: KeyboardEvent) => {
      const onDoor = door.current !== null && door.current === event.target;
      if (open || (onDoor && DOOR_KEYS.has(event.key))) event.stopPropagation();
    };
    document.addEventListener('keydown', hold);
    return () => document.removeEventListener('keydown', hold);
  }, [open]);

  const close = () => {
    setOpen(false);
    door.current?.blur();
  };

  return (
    <>
      <UnstyledButton
        ref={door}
        className={classes.door}
        aria-label={t('game.leave.button')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <IconDoorExit size={24} aria-hidden="true" />
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={close}
        returnFocus={false}
        closeButtonProps={{ size: 'xl' }}
        title={t('game.leave.title')}
        centered
        zIndex={LEAVE_DIALOG_Z_INDEX}
      >
        <Stack>
          <Text>{t('game.leave.text')}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" size="lg" onClick={() => void signOut()}>
              {t('game.leave.signOut')}
            </Button>
            <Button variant="default" size="lg" component={Link} to={home}>
              {t('game.leave.home')}
            </Button>
            <Button data-autofocus size="lg" onClick={close}>
              {t('game.leave.keepPlaying')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
