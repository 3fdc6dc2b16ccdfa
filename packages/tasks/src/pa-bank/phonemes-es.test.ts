import { describe, expect, it } from 'vitest';
import { SPANISH_ACCENTS, spanishPhonemes } from './phonemes-es.ts';

const SPAIN = { distinction: true, yeismo: true } as const;
const LATIN_AMERICA = { distinction: false, yeismo: true } as const;
const LLEISMO = { distinction: false, yeismo: false } as const;

const sounds = (word: string, accent: { distinction: boolean; yeismo: boolean } = SPAIN) =>
  spanishPhonemes(word, accent).join(' ');

describe('spanishPhonemes', () => {
  it('reads c, qu and k as /k/, and c before e or i as /θ/ in Spain and /s/ in Latin America', () => {
    expect(sounds('casa')).toBe('k a s a');
    expect(sounds('queso')).toBe('k e s o');
    expect(sounds('cereza')).toBe('θ e ɾ e θ a');
    expect(sounds('cereza', LATIN_AMERICA)).toBe('s e ɾ e s a');
    expect(sounds('zapato', LATIN_AMERICA)).toBe('s a p a t o');
    expect(sounds('chocolate')).toBe('tʃ o k o l a t e');
  });

  it('reads g before e or i and j as /x/, gu before e or i as /g/ and gü as /gw/', () => {
    expect(sounds('girasol')).toBe('x i ɾ a s o l');
    expect(sounds('jirafa')).toBe('x i ɾ a f a');
    expect(sounds('gato')).toBe('g a t o');
    expect(sounds('guitarra')).toBe('g i t a r a');
    expect(sounds('pingüino')).toBe('p i n g w i n o');
    expect(sounds('guante')).toBe('g w a n t e');
  });

  it('keeps h silent, except hu and hi before a vowel', () => {
    expect(sounds('hoja')).toBe('o x a');
    expect(sounds('helado')).toBe('e l a d o');
    expect(sounds('búho')).toBe('b u o');
    expect(sounds('huevo')).toBe('w e b o');
    expect(sounds('hielo')).toBe('ʝ e l o');
  });

  it('reads v like b, ñ as /ɲ/, and ll like y only where the accent merges them', () => {
    expect(sounds('vaca')).toBe('b a k a');
    expect(sounds('piñata')).toBe('p i ɲ a t a');
    expect(sounds('llave')).toBe('ʝ a b e');
    expect(sounds('llave', LLEISMO)).toBe('ʎ a b e');
    expect(sounds('yoyó', LLEISMO)).toBe('ʝ o ʝ o');
    expect(sounds('rey')).toBe('r e i');
  });

  it('trills r at the start of a word, after l, n or s, and for rr; taps it elsewhere', () => {
    expect(sounds('ratón')).toBe('r a t o n');
    expect(sounds('honra')).toBe('o n r a');
    expect(sounds('perro')).toBe('p e r o');
    expect(sounds('pera')).toBe('p e ɾ a');
    expect(sounds('flor')).toBe('f l o ɾ');
  });

  it('makes unstressed i and u next to a vowel glides, and keeps accented ones vowels', () => {
    expect(sounds('piano')).toBe('p j a n o');
    expect(sounds('piel')).toBe('p j e l');
    expect(sounds('peine')).toBe('p e j n e');
    expect(sounds('día')).toBe('d i a');
    expect(sounds('taxi')).toBe('t a k s i');
  });

  it('refuses letters it has no rule for', () => {
    expect(() => spanishPhonemes('año2', SPAIN)).toThrow(/No Spanish sound rule/);
  });

  it('lists the four accents a bank rule must hold in: θ or s, and ll like y or not', () => {
    expect(SPANISH_ACCENTS).toHaveLength(4);
    const cisne = SPANISH_ACCENTS.map((accent) => spanishPhonemes('cisne', accent)[0]);
    expect(new Set(cisne)).toEqual(new Set(['θ', 's']));
    const llave = SPANISH_ACCENTS.map((accent) => spanishPhonemes('llave', accent)[0]);
    expect(new Set(llave)).toEqual(new Set(['ʝ', 'ʎ']));
  });
});
