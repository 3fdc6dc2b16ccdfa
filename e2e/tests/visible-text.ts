import type { Page } from '@playwright/test';
import { DATA_PHRASES, DATA_WORDS, PROPER_NAMES } from './visible-text-allowlist.ts';

/**
 * Visible-text checks (issue 21, ADR visible-text-checks): every text a page shows in a language
 * must come from that language's catalogues, or be data (names, numbers, dates, emails) or an
 * allowlisted proper name. The Spanish check runs with every axe check (axe.ts); the pseudo-locale
 * test (pseudo-locale.spec.ts) uses the same collection and data rules.
 */

/** A visible text node, with the texts of its element and the element's parent around it. */
export interface VisibleText {
  text: string;
  /** Its element's whole text, then that element's parent's (a text split by markup or JSX). */
  around: string[];
  /** Where it is: the element's tag and classes, for the report. */
  where: string;
}

/**
 * The page's visible text nodes whose nearest `lang` matches `langPattern` (all of them when it is
 * null): not in scripts, not hidden from everyone (display, visibility) nor from screen readers
 * (aria-hidden). Visually hidden text for screen readers counts: it is read aloud.
 */
export function visibleTexts(page: Page, langPattern: string | null): Promise<VisibleText[]> {
  return page.evaluate((pattern) => {
    const lang = pattern === null ? null : new RegExp(pattern, 'i');
    if (lang && !document.querySelector('[lang]')) return [];
    const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    const out: Array<{ text: string; around: string[]; where: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Map<Element, boolean>();
    const shown = (el: Element): boolean => {
      let ok = seen.get(el);
      if (ok === undefined) {
        ok =
          !el.closest('script,style,noscript,template,[aria-hidden="true"],[hidden]') &&
          el.checkVisibility({ visibilityProperty: true });
        seen.set(el, ok);
      }
      return ok;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = squash(node.nodeValue);
      const el = node.parentElement;
      if (!text || !el || !/\p{L}/u.test(text)) continue;
      if (lang && !lang.test(el.closest('[lang]')?.getAttribute('lang') ?? '')) continue;
      if (!shown(el)) continue;
      const parent = el.parentElement;
      const around = [squash(el.textContent)];
      if (parent && parent !== document.body) around.push(squash(parent.textContent));
      const classes = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      out.push({
        text,
        around: around.filter((a) => a.length <= 600),
        where: `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
      });
    }
    return out;
  }, langPattern);
}

const lower = (s: string) => s.toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Emails, web addresses and record ids (uuids, 20-character ids), taken out before names. */
const ADDRESS =
  /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+\.[a-z]{2,}\b|\b[0-9a-f]{8}-[0-9a-f-]{27,}\b|\b[a-z0-9]{20}\b/giu;
/** Numbers, times, percentages and dates in figures (after names: 'student1' is a login). */
const FIGURES = /[+-]?\d[\d.,:/-]*\s?%?/gu;

/**
 * Words Intl writes in `locales`: months and weekdays (dates), list conjunctions (lists made by
 * Intl.ListFormat).
 */
export function dateWords(locales: readonly string[]): string[] {
  const words = new Set<string>();
  for (const locale of locales) {
    for (let m = 0; m < 12; m += 1) {
      const date = new Date(Date.UTC(2026, m, 15));
      for (const month of ['long', 'short'] as const) {
        words.add(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(date));
      }
    }
    for (let d = 0; d < 7; d += 1) {
      const date = new Date(Date.UTC(2026, 10, 1 + d));
      for (const weekday of ['long', 'short'] as const) {
        words.add(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date));
      }
    }
  }
  const extra = locales.some((l) => l.startsWith('es'))
    ? ['de', 'a. m.', 'p. m.', 'a.m.', 'p.m.', 'y', 'e', 'o', 'u']
    : ['am', 'pm', 'and', 'or'];
  return [...words, ...extra].map((w) => lower(w.replaceAll('.', '')));
}

export interface TextRules {
  /** The catalogue's texts, whole ('{name}' and '{{name}}' are wildcards). */
  values: Iterable<string>;
  /** Extra words a text may be made of (a language's date words). */
  words?: Iterable<string>;
  /** A test of any other word (a pseudo-translated one). */
  word?: (word: string) => boolean;
  /** Data names besides the demo world's (records other specs created, read from the API). */
  phrases?: Iterable<string>;
}

/**
 * A test of one text: a catalogue value (a wildcard stands for data), data or an allowlisted name,
 * or pieces of those joined by punctuation (a label and its value in one text node).
 */
export function textMatcher(rules: TextRules): (text: string) => boolean {
  const exact = new Set<string>();
  const patterns: string[] = [];
  const wildcard = /\{\{?\s*[\w.,\s-]+\}\}?/g;
  const add = (raw: string) => {
    const value = lower(raw);
    const parts = value.split(wildcard);
    // Only words make a value: '{count}' or '{first} {last}' alone would match anything.
    if (!parts.some((part) => /\p{L}/u.test(part))) return;
    if (parts.length > 1) patterns.push(parts.map(escape).join('.+?'));
    else exact.add(value);
  };
  for (const raw of rules.values) {
    // Rich texts (<0>…</0>, <strong>): the whole without tags, and each piece between tags.
    const pieces = raw.split(/<\/?[\w-]+\s*\/?>/);
    add(pieces.join(''));
    if (pieces.length > 1) pieces.forEach(add);
  }
  const whole = patterns.length > 0 ? new RegExp(`^(?:${patterns.join('|')})$`, 'u') : null;
  // Whole words only ('pa', a task id, is not taken out of 'papá'); longest first.
  const phraseList = [...DATA_PHRASES, ...PROPER_NAMES.map((p) => p.text), ...(rules.phrases ?? [])]
    .filter((p) => /\p{L}/u.test(p))
    .map(lower)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  const phrases = new RegExp(`(?<![\\p{L}\\d])(?:${phraseList.join('|')})(?![\\p{L}\\d])`, 'gu');
  const words = new Set([...DATA_WORDS, ...(rules.words ?? [])].map(lower));

  const isData = (text: string): boolean => {
    let rest = text.replace(ADDRESS, ' ');
    rest = rest.replace(phrases, ' ');
    rest = rest.replace(FIGURES, ' ');
    return rest
      .split(/[^\p{L}.-]+/u)
      .map((w) => w.replace(/^[.-]+|[.-]+$/g, ''))
      .every((w) => !/\p{L}/u.test(w) || words.has(w) || (rules.word?.(w) ?? false));
  };
  const isOne = (text: string): boolean =>
    !/\p{L}/u.test(text) || exact.has(text) || (whole?.test(text) ?? false) || isData(text);
  return (raw: string) => {
    const text = lower(raw);
    if (isOne(text)) return true;
    // A label and its value, or a list, in one text node: each piece on its own.
    const pieces = text.split(/\s*[·•|:;,–—/()¿?¡!]+\s*/).filter((p) => /\p{L}/u.test(p));
    return pieces.length > 1 && pieces.every(isOne);
  };
}

/** The texts none of whose candidate wholes (the node, its element, its element's parent) pass. */
export function unmatched(texts: VisibleText[], matches: (text: string) => boolean): string[] {
  const problems = new Set<string>();
  for (const { text, around, where } of texts) {
    if (matches(text) || around.some(matches)) continue;
    problems.add(`'${text}' (${where})`);
  }
  return [...problems];
}
