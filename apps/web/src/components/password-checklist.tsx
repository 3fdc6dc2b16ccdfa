import { List, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordProblems } from '@roar/contracts';
import '@mantine/core/styles/List.css';
import { textColors } from '../config/theme.ts';

/**
 * The password rules of docs/product/validation.md section 1 as a checklist that follows what the
 * user types: each rule is shown met or still missing (in words for screen readers, not only by
 * colour). Used wherever a new password is chosen; the field points at it with
 * aria-describedby={id}.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  return (
    <div id={id}>
      <Text size="sm" fw={600}>
        {t('passwordRules.title')}
      </Text>
      <List size="sm" spacing={2} listStyleType="none" data-testid="password-rules">
        {PASSWORD_RULES.map(({ code }) => {
          const met = !problems.includes(code);
          return (
            <List.Item
              key={code}
              data-met={met}
              c={met ? textColors.success : undefined}
              icon={
                met ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCircleDashed size={16} aria-hidden="true" />
                )
              }
            >
              {t(`passwordRules.${code}`)}
              <VisuallyHidden>
                {` (${met ? t('passwordRules.met') : t('passwordRules.missing')})`}
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
