import type { UnstorableInputProblem } from '@roar/contracts';

/**
 * Input that no endpoint can take, whatever its schema says: text PostgreSQL refuses (U+0000 in
 * any text; an unpaired UTF-16 surrogate in JSON, and elsewhere it is silently replaced), and JSON
 * nested so deep that walking it (JSON.stringify in a schema refinement) overflows the stack.
 * Before issue 14 both reached a query and answered 500, which a game's upload queue retries
 * forever.
 */

/** Deepest nesting of objects and arrays a request may carry; real payloads stay under ten. */
export const MAX_INPUT_DEPTH = 64;
/** Problems named in one answer at most (a hostile body may hold thousands). */
export const MAX_REPORTED_PROBLEMS = 20;

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Whether `text` can be stored: no U+0000 and no UTF-16 surrogate without its pair. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** A field's name as the answer can carry it: each offending code unit as a `\u` escape (`\u0000`). */
function printable(segment: string): string {
  const escape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return segment.replaceAll(NUL, escape).replace(LONE_SURROGATES, escape);
}

export interface InputProblem {
  /** Dotted path as validation errors name fields ('trials.0.data.x'); '(root)' for the whole. */
  path: string;
  problem: UnstorableInputProblem;
}

/**
 * The places where `value` (parsed JSON, a query, path parameters, headers) holds unstorable text,
 * in values or in object keys, or nests deeper than MAX_INPUT_DEPTH; at most
 * MAX_REPORTED_PROBLEMS, in document order. Walks without recursion, so no input overflows it.
 */
export function unstorableInput(value: unknown, prefix: readonly string[] = []): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Node[] = [{ value, depth: 0 }];
  while (stack.length > 0 && problems.length < MAX_REPORTED_PROBLEMS) {
    const node = stack.pop()!;
    const problem = problemOf(node);
    if (problem) {
      const path = [...prefix, ...pathOf(node)];
      problems.push({ path: path.length > 0 ? path.join('.') : '(root)', problem });
      continue;
    }
    if (node.value === null || typeof node.value !== 'object') continue;
    const entries = Object.entries(node.value);
    // Last pushed is walked first: pushed in reverse, the walk keeps document order.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const badKey = !isStorableText(key);
      if (badKey || typeof child === 'string' || (child !== null && typeof child === 'object')) {
        stack.push({ value: child, parent: node, key, depth: node.depth + 1, badKey });
      }
    }
  }
  return problems;
}

/** A value met on the walk, and how it was reached. */
interface Node {
  value: unknown;
  parent?: Node;
  key?: string;
  depth: number;
  /** The key naming this value is unstorable text itself. */
  badKey?: boolean;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) {
    path.unshift(printable(at.key));
  }
  return path;
}

function problemOf(node: Node): UnstorableInputProblem | undefined {
  if (node.badKey) return 'invalidText';
  if (typeof node.value === 'string') return isStorableText(node.value) ? undefined : 'invalidText';
  if (node.value !== null && typeof node.value === 'object' && node.depth >= MAX_INPUT_DEPTH) {
    return 'tooDeep';
  }
  return undefined;
}
