/**
 * Made-up words by segment recombination (in the spirit of Wuggy, Keuleers & Brysbaert, 2010):
 * take a real word as a template, keep its skeleton of consonant and vowel clusters, and replace
 * one or more clusters with clusters that real words of the language use in the same position.
 * Replacing few clusters gives wordlike strings (hard to reject), replacing all of them gives
 * strings that only share the language's spelling patterns (easy). Every letter trigram must occur
 * in real words, so the spelling stays legal and pronounceable.
 */
import type { Rng } from '../../src/runtime/random.ts';
import {
  type OrthographyModel,
  type Segment,
  hasSyllable,
  isBareAffix,
  isLegalSpanishAccent,
  isLegalSpelling,
  poolKey,
  segment,
} from './orthography.ts';
import type { SourceLanguage } from './sources.ts';

export interface MadeUpOptions {
  language: SourceLanguage;
  /** Cluster pools learnt from the spellings as written (Spanish with accents). */
  spelling: OrthographyModel;
  /** Trigrams learnt from the plain forms, for the legality check. */
  plain: OrthographyModel;
  /** Plain form of a string (Spanish: accents removed). */
  plainForm: (word: string) => string;
  templates: readonly string[];
  /** Rejects strings that are words, sound like words or contain something rude. */
  isAcceptable: (word: string) => boolean;
  minLength: number;
  maxLength: number;
}

/** Words a cluster must occur in (in its position) before made-up words may use it. */
const MIN_CLUSTER_WORDS = 5;

type WeightedPool = { items: string[]; cumulative: number[] };

function weightedPools(model: OrthographyModel): Map<string, WeightedPool> {
  const pools = new Map<string, WeightedPool>();
  for (const [key, counts] of model.pools) {
    const items: string[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const [text, count] of counts) {
      // Clusters seen in a single word are often loan spellings (bhutan, tsar): left out.
      if (count < MIN_CLUSTER_WORDS) continue;
      total += count;
      items.push(text);
      cumulative.push(total);
    }
    pools.set(key, { items, cumulative });
  }
  return pools;
}

function draw(pool: WeightedPool, rng: Rng): string | undefined {
  const total = pool.cumulative[pool.cumulative.length - 1];
  if (total === undefined) return undefined;
  const target = rng.next() * total;
  const index = pool.cumulative.findIndex((c) => c > target);
  return pool.items[index];
}

/**
 * Generates up to `count` distinct made-up words (attempts are capped at 60 per word wanted).
 * Deterministic for a given rng state.
 */
export function generateMadeUpWords(options: MadeUpOptions, rng: Rng, count: number): string[] {
  const pools = weightedPools(options.spelling);
  const found = new Set<string>();
  for (let attempt = 0; attempt < count * 60 && found.size < count; attempt += 1) {
    const template = rng.pick(options.templates);
    const word = recombine(segment(template), pools, rng);
    if (!word || word === template || found.has(word)) continue;
    if (word.length < options.minLength || word.length > options.maxLength) continue;
    const plain = options.plainForm(word);
    if (!isLegalSpelling(options.plain, plain) || isBareAffix(options.plain, plain)) continue;
    if (options.language === 'en' && !hasSyllable(word)) continue;
    if (options.language === 'es' && !isLegalSpanishAccent(word)) continue;
    if (!options.isAcceptable(word)) continue;
    found.add(word);
  }
  return [...found];
}

function recombine(
  segments: Segment[],
  pools: Map<string, WeightedPool>,
  rng: Rng,
): string | undefined {
  const toReplace = new Set(
    rng.shuffle(segments.map((_, i) => i)).slice(0, rng.int(1, segments.length)),
  );
  const parts: string[] = [];
  for (const [index, seg] of segments.entries()) {
    if (!toReplace.has(index)) {
      parts.push(seg.text);
      continue;
    }
    const pool = pools.get(poolKey(seg));
    if (!pool) return undefined;
    let replacement: string | undefined;
    for (let tries = 0; tries < 20 && replacement === undefined; tries += 1) {
      const option = draw(pool, rng);
      if (option !== seg.text) replacement = option;
    }
    if (replacement === undefined) return undefined;
    parts.push(replacement);
  }
  return parts.join('');
}
