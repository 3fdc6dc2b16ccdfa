import type { Ref } from 'react';
import { TextInput } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';

/** 'app': the 6-digit code the authenticator shows; 'recovery': one of the saved codes. */
export type CodeKind = 'app' | 'recovery';

interface Props {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /** Localised problem, shown under the field and linked to it. */
  error?: string | undefined;
  description?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * The code field of every second-step form. An app code brings up the number pad and the phone's
 * offer to fill in a code it received ('one-time-code'); a recovery code (letters, a dash) does
 * neither.
 */
export function CodeInput({ kind, value, onChange, error, description, ref, autoFocus }: Props) {
  const { t } = useFeatureTranslation(screenMessages);
  const app = kind === 'app';
  return (
    <TextInput
      ref={ref}
      name="code"
      label={app ? t('secondFactor.codeLabel') : t('secondFactor.recoveryCodeLabel')}
      description={description}
      autoComplete={app ? 'one-time-code' : 'off'}
      inputMode={app ? 'numeric' : 'text'}
      autoCapitalize={app ? 'none' : 'characters'}
      spellCheck={false}
      // The server accepts at most 64 characters (SecondFactorCodeSchema).
      maxLength={64}
      // The page is about this one field: it gets the focus, as a sign-in page's first field does.
      autoFocus={autoFocus}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      styles={{
        input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: '1.125rem' },
      }}
    />
  );
}
