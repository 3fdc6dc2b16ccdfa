// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every declaration block of a style sheet with the preludes around it (selector, @media...). */
function blocks(css: string): Array<{ context: string[]; body: string }> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Array<{ context: string[]; body: string }> = [];
  const stack: string[] = [];
  let start = 0;
  let body = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      stack.push(text.slice(start, i).trim());
      start = i + 1;
      body = '';
    } else if (char === '}') {
      body += text.slice(start, i);
      found.push({ context: [...stack], body });
      stack.pop();
      start = i + 1;
      body = '';
    } else if (char === ';') {
      body += text.slice(start, i + 1);
      start = i + 1;
    }
  }
  return found;
}

const sheet = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

const MOTION = /(^|[;\s])(animation|animation-name|transition|transition-property)\s*:\s*([^;]*)/g;

/** The blocks that make something move: an animation or a transition other than none. */
function moving(css: string) {
  return blocks(css).filter(({ body }) =>
    [...body.matchAll(MOTION)].some((match) => match[3]!.trim() !== 'none'),
  );
}

describe('the no-motion rule of the game surface (docs/decisions/036-game-frame.md)', () => {
  it('animates only celebrating screens, and only where the device allows motion', () => {
    const rules = moving(sheet('./game.css'));
    // The stars of a break pop in: the one motion there is.
    expect(rules.length).toBeGreaterThan(0);
    for (const { context } of rules) {
      const selector = context.at(-1)!;
      expect(selector.split(',').every((part) => part.includes("[data-celebrate='true']"))).toBe(
        true,
      );
      expect(
        context.some((prelude) => /prefers-reduced-motion:\s*no-preference/.test(prelude)),
      ).toBe(true);
    }
  });

  it('has no motion at all in the cognition games’ trial screens', () => {
    expect(moving(sheet('./cognition.css'))).toEqual([]);
  });

  it('finds motion where there is some (the check itself works)', () => {
    const sample = moving(
      '.a { color: red; transition: none } @media print { .b { top: 0; transition: opacity 1s } }',
    );
    expect(sample.map(({ context }) => context)).toEqual([['@media print', '.b']]);
  });

  it('makes every button of the game surface at least a 44 px target', () => {
    const floor = blocks(sheet('./game.css')).find(
      ({ context }) => context.at(-1) === ':where(.roar-game) button',
    );
    expect(floor?.body).toMatch(/min-width:\s*2\.75rem/);
    expect(floor?.body).toMatch(/min-height:\s*2\.75rem/);
  });
});
