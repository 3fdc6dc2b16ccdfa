import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ACTIVATION_CODE_DEFAULT_DAYS, type ActivationCode } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import {
  useActivationCodes,
  useCreateActivationCode,
  useRevokeActivationCode,
} from '../api/activation-codes.ts';
import { apiFieldErrors } from './field-errors.ts';

const STATUS_COLORS = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** A local calendar day as YYYY-MM-DD, `days` from today. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Invitation codes of an organisation: create one with its expiry, list them, copy a link, revoke
 * (the list screen's dialog and /register for an administrator).
 */
export function InviteCodes({ t, orgId }: { t: TFunction; orgId: string }) {
  const codes = useActivationCodes(orgId);
  const create = useCreateActivationCode(orgId);
  const revoke = useRevokeActivationCode(orgId);
  const [expiresOn, setExpiresOn] = useState(dayFromToday(ACTIVATION_CODE_DEFAULT_DAYS));
  const [error, setError] = useState<string>();
  const { i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
  });
  const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      // The end of the chosen day where the administrator is.
      await create.mutateAsync(new Date(`${expiresOn}T23:59:59.999`).toISOString());
      toast.show({ severity: 'success', summary: t('invite.created'), life: 5000 });
    } catch (err) {
      const fields = apiFieldErrors(t, err);
      setError(fields.expiresAt);
      if (!fields.expiresAt) toast.show({ severity: 'error', summary: t('invite.actionFailed') });
    }
  }

  async function copy(code: ActivationCode) {
    try {
      await navigator.clipboard.writeText(code.inviteUrl);
      toast.show({ severity: 'success', summary: t('invite.copied'), life: 3000 });
    } catch {
      toast.show({ severity: 'warn', summary: t('invite.copyFailed') });
    }
  }

  async function onRevoke(code: ActivationCode) {
    try {
      await revoke.mutateAsync(code.code);
      toast.show({
        severity: 'success',
        summary: t('invite.revoked', { code: code.code }),
        life: 5000,
      });
    } catch {
      toast.show({ severity: 'error', summary: t('invite.actionFailed') });
    }
  }

  return (
    <Stack gap="md">
      <form noValidate onSubmit={(event) => void onCreate(event)}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('invite.expiresOn')}
            value={expiresOn}
            min={dayFromToday(1)}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            error={error}
            required
          />
          <Button type="submit" loading={create.isPending} disabled={!expiresOn}>
            {t('invite.create')}
          </Button>
        </Group>
      </form>
      {codes.isPending ? (
        <Loader aria-label={t('invite.loading')} />
      ) : codes.isError ? (
        <Alert color="red" role="alert">
          {t('invite.failed')}
        </Alert>
      ) : codes.data.items.length === 0 ? (
        <Text c="dimmed">{t('invite.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invite.code')}</Table.Th>
                <Table.Th>{t('invite.link')}</Table.Th>
                <Table.Th>{t('invite.expires')}</Table.Th>
                <Table.Th>{t('invite.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.items.map((code) => (
                <Table.Tr key={code.code}>
                  <Table.Td ff="monospace">{code.code}</Table.Td>
                  <Table.Td>
                    <TextInput
                      readOnly
                      value={code.inviteUrl}
                      aria-label={`${t('invite.link')} ${code.code}`}
                      onFocus={(e) => e.currentTarget.select()}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td>{formatDate(code.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[code.status]} variant="light">
                      {t(`invite.statuses.${code.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void copy(code)}>
                        {t('invite.copy')}
                      </Button>
                      {code.status === 'active' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('invite.revokeLabel', { code: code.code })}
                          onClick={() => void onRevoke(code)}
                        >
                          {t('invite.revoke')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
