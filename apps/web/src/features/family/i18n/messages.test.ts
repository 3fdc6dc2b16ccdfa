import { describe, expect, it } from 'vitest';
import enUS from './en-US.ts';
import esES from './es-ES.ts';
import enGB from './en-GB.ts';
import esCO from './es-CO.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('family messages', () => {
  it('es-ES has every en-US key and nothing else', () => {
    expect(keys(esES as Tree).sort()).toEqual(keys(enUS as Tree).sort());
  });

  it('regional variants only override keys that exist', () => {
    const all = new Set(keys(enUS as Tree));
    for (const variant of [enGB, esCO]) {
      for (const key of keys(variant as Tree)) expect(all).toContain(key);
    }
  });
});
