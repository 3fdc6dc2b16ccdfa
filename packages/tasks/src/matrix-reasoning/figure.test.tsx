// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matrixItemById, matrixPracticeItems, matrixTestItems } from './bank.ts';
import { describeCell } from './describe.ts';
import { MatrixFigure, MatrixOption } from './figure.tsx';
import { MATRIX_SHAPES, type MatrixCell } from './types.ts';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('MatrixFigure and MatrixOption', () => {
  it.each([...matrixPracticeItems(), ...matrixTestItems()].map((i) => [i.id, i] as const))(
    'draws %s: eight cells, their figures and the empty box',
    (_id, item) => {
      const html = renderToStaticMarkup(<MatrixFigure item={item} label="A puzzle" />);
      expect(html).toMatch(/^<svg[^>]* role="img"[^>]* aria-label="A puzzle"/);
      expect(html).toContain('viewBox="0 0 324 324"');
      expect(html).toContain('width="100%"');
      expect(count(html, /data-cell=""/g)).toBe(8);
      expect(count(html, /data-empty=""/g)).toBe(1);
      expect(count(html, /data-figure=""/g)).toBe(item.cells.reduce((n, c) => n + c.count, 0));
      expect(html).toContain('>?</text>');
      expect(html).not.toMatch(/NaN|Infinity|undefined/);
    },
  );

  it('names the matrix in words when no label is given', () => {
    const html = renderToStaticMarkup(<MatrixFigure item={matrixItemById('mx-p01')!} />);
    expect(html).toContain('aria-label="A puzzle of three rows. Row one: one black circle;');
    expect(html).toContain('an empty box.');
  });

  it('draws each option alone, every shape with its own outline', () => {
    for (const shape of MATRIX_SHAPES) {
      const cell: MatrixCell = { shape, colour: 'blue', count: 3, rotation: 0, position: 'centre' };
      const html = renderToStaticMarkup(<MatrixOption cell={cell} label={`option ${shape}`} />);
      expect(html).toContain(`aria-label="option ${shape}"`);
      expect(html).toContain('viewBox="0 0 100 100"');
      expect(count(html, /data-figure=""/g)).toBe(3);
      expect(count(html, new RegExp(`data-shape="${shape}"`, 'g'))).toBe(3);
      expect(html).not.toMatch(/NaN|undefined/);
    }
    const moved: MatrixCell = {
      shape: 'arrow',
      colour: 'orange',
      count: 2,
      rotation: 90,
      position: 'top-left',
    };
    expect(describeCell(moved)).toBe('two orange arrows facing right, in the top left corner');
    expect(renderToStaticMarkup(<MatrixOption cell={moved} />)).toContain(
      `aria-label="${describeCell(moved)}"`,
    );
  });
});
