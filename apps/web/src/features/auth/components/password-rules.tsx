import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordRuleCode } from '@roar/contracts';

/**
 * The password rules the value still breaks (spec section 5), each as its own message, updated as
 * the user types and announced politely. Nothing shows once every rule is met.
 */
export function PasswordRuleMessages({
  id,
  problems,
}: {
  id: string;
  problems: readonly PasswordRuleCode[];
}) {
  const { t } = useTranslation();
  return (
    <div id={id} aria-live="polite">
      {problems.length > 0 ? (
        <List size="sm" c="red.8" spacing={2} data-testid="password-problems">
          {problems.map((code) => (
            <List.Item key={code}>{t(`passwordReset.rules.${code}`)}</List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
