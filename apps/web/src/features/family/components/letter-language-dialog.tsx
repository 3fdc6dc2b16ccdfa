import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FamilyChild } from '@roar/contracts';
import { homeLocaleOf, homeLocaleOptions, homeLocaleValue } from '../../../lib/home-locale.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetChildHomeLocale } from '../api/children.ts';

export interface LetterLanguageDialogProps {
  child: FamilyChild;
  onClose: () => void;
  t: TFunction;
}

/**
 * A parent chooses the language of the letters about one of their children: one of the four
 * interface locales, or the language of whoever reads the letter. A native select, so keyboard and
 * screen readers work as usual; saved with the button, not on every change.
 */
export function LetterLanguageDialog({ child, onClose, t }: LetterLanguageDialogProps) {
  const [value, setValue] = useState(() => homeLocaleValue(child.homeLocale));
  const save = useSetChildHomeLocale();
  const name = child.displayName;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync({ id: child.id, homeLocale: homeLocaleOf(value) });
      toast.show({ severity: 'success', summary: t('homeLocale.saved', { name }), life: 5000 });
      onClose();
    } catch {
      toast.show({ severity: 'error', summary: t('homeLocale.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('homeLocale.title', { name })}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
        <Stack gap="md">
          <NativeSelect
            name="homeLocale"
            label={t('homeLocale.label')}
            description={t('homeLocale.hint', { name })}
            data={homeLocaleOptions(t('homeLocale.sameAsReader'))}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('homeLocale.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('homeLocale.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
