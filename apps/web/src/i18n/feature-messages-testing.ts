import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/**
 * The completeness rules of a feature's message bundles (ADR 010), for its messages.test.ts:
 * es-ES has exactly the en-US keys; the regional variants override only keys that exist.
 */
export function describeFeatureMessages(
  feature: string,
  bundles: { enUS: object; esES: object; enGB: object; esCO: object },
): void {
  describe(`${feature} messages`, () => {
    it('es-ES has every en-US key and nothing else', () => {
      expect(keys(bundles.esES as Tree).sort()).toEqual(keys(bundles.enUS as Tree).sort());
    });

    it('regional variants only override keys that exist', () => {
      const all = new Set(keys(bundles.enUS as Tree));
      for (const variant of [bundles.enGB, bundles.esCO]) {
        for (const key of keys(variant as Tree)) expect(all).toContain(key);
      }
    });
  });
}
