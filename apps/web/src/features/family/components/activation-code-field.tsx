import { useEffect, useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useActivationCodeCheck } from '../api/check-activation-code.ts';

/** Waits this long after the last keystroke before checking a code. */
const CHECK_DELAY_MS = 400;

export interface ActivationCodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem the server reported on submit. */
  error?: string | undefined;
  t: TFunction;
}

/** An activation code with a live check: which organisation it joins, or why it is not valid. */
export function ActivationCodeField({
  label,
  value,
  onChange,
  error,
  t,
}: ActivationCodeFieldProps) {
  const [checked, setChecked] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(value), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const check = useActivationCodeCheck(checked);
  const code = checked.trim();

  let status: { text: string; ok: boolean } | null = null;
  if (code && checked === value) {
    if (check.isPending) status = { text: t('code.checking'), ok: true };
    else if (check.isError) status = { text: t('code.checkFailed'), ok: false };
    else if (check.data?.valid) {
      status = {
        text: t('code.valid', {
          orgType: check.data.orgType ? t(`orgTypes.${check.data.orgType}`) : '',
          orgName: check.data.orgName ?? '',
        }),
        ok: true,
      };
    } else if (check.data) {
      const reason = check.data.reason ?? 'not_found';
      status = {
        text:
          reason === 'expired'
            ? t('code.expired')
            : reason === 'revoked'
              ? t('code.revoked')
              : t('code.notFound', { code }),
        ok: false,
      };
    }
  }

  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      spellCheck={false}
      error={error ?? (status && !status.ok ? status.text : undefined)}
      description={
        status?.ok && !error ? (
          <Text span size="sm" aria-live="polite">
            {status.text}
          </Text>
        ) : undefined
      }
    />
  );
}
