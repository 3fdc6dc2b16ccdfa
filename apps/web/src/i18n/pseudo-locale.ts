/**
 * The pseudo-locale (pseudo-switch.ts): en-US text with every ASCII letter replaced by an accented
 * look-alike and brackets around, derived at runtime. Placeholders ({name}), markup tags (<0>…</0>)
 * and nested keys ($t(…)) are kept, so interpolated data stays plain and tells itself apart.
 */
const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = 'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const LETTERS = new Map([...FROM].map((c, i) => [c, [...TO][i]!]));
const KEPT = /(\{\{?[^{}]*\}\}?|<\/?[\w-]*\s*\/?>|\$t\([^)]*\))/;

/** One text, pseudo-translated. */
export function pseudoText(text: string): string {
  if (!text) return text;
  const parts = text.split(KEPT);
  const body = parts
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => LETTERS.get(c) ?? c).join('')))
    .join('');
  return `[${body}]`;
}

type Tree = string | { [key: string]: Tree };

/** Every text of a catalogue, pseudo-translated (a new tree; the catalogue is left as it is). */
export function pseudoMessages<T>(tree: T): T {
  const walk = (node: Tree): Tree =>
    typeof node === 'string'
      ? pseudoText(node)
      : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  return walk(tree as Tree) as T;
}
