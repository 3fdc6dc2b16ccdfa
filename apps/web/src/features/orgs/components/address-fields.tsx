import { useRef } from 'react';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgAddress } from '@roar/contracts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { usePlacesAutocomplete } from '../../../lib/third-party/maps-places.ts';

const FIELDS = ['street', 'city', 'region', 'postalCode', 'country'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  street: 'street-address',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

interface Props {
  t: TFunction;
  legend: string;
  value: OrgAddress;
  onChange: (value: OrgAddress) => void;
  errors?: Partial<Record<keyof OrgAddress, string>>;
}

/**
 * An organisation's address as plain fields. When the server has a maps key configured, the full
 * address field offers place autocomplete and a chosen place fills every field (ADR 011);
 * without a key no external script loads and the fields are typed in.
 */
export function AddressFields({ t, legend, value, onChange, errors = {} }: Props) {
  const set = (field: keyof OrgAddress, text: string) => onChange({ ...value, [field]: text });
  const search = useRef<HTMLInputElement>(null);
  const { mapsApiKey } = usePublicConfig();
  const autocomplete = usePlacesAutocomplete(search, mapsApiKey, (place) => onChange(place));
  return (
    <Fieldset legend={legend} variant="unstyled">
      <TextInput
        ref={search}
        description={autocomplete ? t('address.searchHint') : undefined}
        label={t('address.formattedAddress')}
        value={value.formattedAddress ?? ''}
        onChange={(event) => set('formattedAddress', event.currentTarget.value)}
        error={errors.formattedAddress}
        autoComplete="off"
        mb="xs"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`address.${field}`)}
            value={value[field] ?? ''}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={errors[field]}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The address without empty parts; undefined when nothing is filled in. */
export function compactAddress(value: OrgAddress): OrgAddress | undefined {
  const kept = Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim()),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
}
