import { useEffect, useState, type RefObject } from 'react';
import { loadScript } from './load-script.ts';

const CALLBACK = '__roarMapsReady';

/** A chosen place, reduced to the address fields we store. */
export interface PlaceAddress {
  formattedAddress: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface PlaceResult {
  formatted_address?: string;
  address_components?: AddressComponent[];
}
interface Autocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
}
interface MapsGlobal {
  maps?: {
    places?: {
      Autocomplete: new (input: HTMLInputElement, options: object) => Autocomplete;
    };
  };
}

/**
 * Loads the maps script with the places library (docs/product/calls.md section 4: callback +
 * libraries).
 */
export function loadMapsPlaces(apiKey: string): Promise<void> {
  const src =
    'https://maps.googleapis.com/maps/api/js?' +
    new URLSearchParams({ key: apiKey, libraries: 'places', callback: CALLBACK }).toString();
  return loadScript(src, CALLBACK);
}

/** Our address fields from a place's components. */
export function toPlaceAddress(place: PlaceResult): PlaceAddress | null {
  if (!place.formatted_address) return null;
  const part = (type: string, short = false) => {
    const c = place.address_components?.find((x) => x.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : undefined;
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ') || undefined;
  return {
    formattedAddress: place.formatted_address,
    street,
    city: part('locality') ?? part('postal_town'),
    region: part('administrative_area_level_1', true),
    postalCode: part('postal_code'),
    country: part('country', true),
  };
}

/**
 * Place autocomplete on an address input when a maps key is configured; nothing at all (no
 * script, no network) when `apiKey` is null. Answers whether the autocomplete is active.
 */
export function usePlacesAutocomplete(
  input: RefObject<HTMLInputElement | null>,
  apiKey: string | null,
  onPlace: (address: PlaceAddress) => void,
): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!apiKey || !input.current) return;
    let listener: { remove(): void } | undefined;
    let live = true;
    loadMapsPlaces(apiKey).then(
      () => {
        const places = (window as unknown as { google?: MapsGlobal }).google?.maps?.places;
        if (!live || !places || !input.current) return;
        const autocomplete = new places.Autocomplete(input.current, {
          fields: ['formatted_address', 'address_components'],
        });
        listener = autocomplete.addListener('place_changed', () => {
          const address = toPlaceAddress(autocomplete.getPlace());
          if (address) onPlace(address);
        });
        setActive(true);
      },
      () => live && setActive(false),
    );
    return () => {
      live = false;
      listener?.remove();
    };
    // onPlace is read at event time through the closure of the latest render's effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, input]);
  return active;
}
