import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Key-value pairs of a catalogue, keys dotted. */
export function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  ) as [string, string][];
}

/**
 * Keys whose text puts a word after '{count}' ('{count} organizations') without plural forms
 * (`_one`, `_other`): '1 organizations'. '{count} of {total}' counts against a total and is fine.
 */
export function countsWithoutPlurals(tree: object): string[] {
  return entries(tree as Tree)
    .filter(
      ([key, value]) =>
        /\{count\} (?!of |de )\p{L}/u.test(value) && !/_(one|other|many)$/.test(key),
    )
    .map(([key]) => key);
}

// Words that only the tú form uses (possessives, pronouns, second-person verbs and imperatives).
// Third-person forms that look alike ('usa', 'pide', 'selecciona') are left out on purpose.
const TU_FORMS =
  /(?<![\p{L}])(tu|tus|te|ti|contigo|puedes|tienes|quieres|estás|has|inténtalo|intenta de nuevo|intenta más tarde|elige|escribe|revisa|comprueba|corrige|añade|introduce|recarga|ingresa tu|pídele|ponte|comunícate|envíame)(?![\p{L}])/iu;

/**
 * Keys whose text, as es-CO shows it (its own override, else es-ES), speaks to the reader with tú.
 * Colombian Spanish addresses adults with usted; a catalogue read by children opts out.
 */
export function tuFormsInEsCO(esES: object, esCO: object, except: string[] = []): string[] {
  const overrides = new Map(entries(esCO as Tree));
  return entries(esES as Tree)
    .filter(([key, value]) => !except.includes(key) && TU_FORMS.test(overrides.get(key) ?? value))
    .map(([key]) => key);
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/**
 * The completeness rules of a feature's message bundles (ADR 010), for its messages.test.ts:
 * es-ES has exactly the en-US keys; the regional variants override only keys that exist; a word
 * after a count comes with plural forms; es-CO says usted to adults (a child is addressed with tú,
 * so a catalogue read by children passes `readByChildren`).
 */
export function describeFeatureMessages(
  feature: string,
  bundles: { enUS: object; esES: object; enGB: object; esCO: object },
  options: { readByChildren?: boolean } = {},
): void {
  describe(`${feature} messages`, () => {
    it('es-ES has every en-US key and nothing else', () => {
      expect(keys(bundles.esES as Tree).sort()).toEqual(keys(bundles.enUS as Tree).sort());
    });

    it('has plural forms wherever a word follows a count', () => {
      for (const bundle of [bundles.enUS, bundles.esES, bundles.enGB, bundles.esCO]) {
        expect(countsWithoutPlurals(bundle)).toEqual([]);
      }
    });

    it.skipIf(options.readByChildren)('es-CO addresses its adult readers with usted', () => {
      expect(tuFormsInEsCO(bundles.esES, bundles.esCO)).toEqual([]);
    });

    it('regional variants only override keys that exist', () => {
      const all = new Set(keys(bundles.enUS as Tree));
      for (const variant of [bundles.enGB, bundles.esCO]) {
        for (const key of keys(variant as Tree)) expect(all).toContain(key);
      }
    });
  });
}
