// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CORE_MATH_ITEMS, CORE_MATH_PRACTICE } from './bank.ts';
import type { Picture } from './picture.ts';
import { pictureAlt } from './picture-alt.ts';
import { MathPicture } from './picture-view.tsx';
import { pictureNumber } from './picture-view-svg.tsx';
import type { CoreMathLanguage } from './types.ts';

// React warns about updates outside act() unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
});

function render(picture: Picture, language: CoreMathLanguage = 'en'): SVGSVGElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  act(() =>
    root.render(
      <MathPicture picture={picture} language={language} alt={pictureAlt(picture, language)} />,
    ),
  );
  const svg = host.querySelector('svg');
  if (!svg) throw new Error('no svg rendered');
  return svg;
}

const texts = (svg: SVGSVGElement) => [...svg.querySelectorAll('text')].map((t) => t.textContent);

const WITH_PICTURES = [...CORE_MATH_PRACTICE, ...CORE_MATH_ITEMS].flatMap((item) =>
  item.picture ? [[item.id, item.picture] as const] : [],
);

describe('MathPicture', () => {
  it('has bank pictures of every kind', () => {
    const kinds = new Set(WITH_PICTURES.map(([, picture]) => picture.kind));
    expect([...kinds].sort()).toEqual(
      [
        'angle',
        'bar-chart',
        'clock',
        'dots',
        'fraction-bar',
        'marked-line',
        'rectangle',
        'right-triangle',
        'shapes',
        'spinner',
      ].sort(),
    );
  });

  describe.each<CoreMathLanguage>(['en', 'es'])('in %s', (language) => {
    it.each(WITH_PICTURES)('draws the picture of %s', (_id, picture) => {
      const svg = render(picture, language);
      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('aria-label')).toBe(pictureAlt(picture, language));
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('class')).toContain('roar-math-picture');
      expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
      expect(svg.childElementCount).toBeGreaterThan(0);
      // A geometry slip (0/0, a missing field) shows up as NaN or Infinity in an attribute.
      expect(svg.outerHTML).not.toMatch(/NaN|Infinity|undefined/);
    });
  });

  it('is one image named by its alternative, with no title of its own', () => {
    const svg = render({ kind: 'dots', count: 3 });
    expect(svg.getAttribute('aria-label')).toBe('3 dots.');
    expect(svg.querySelector('title')).toBeNull();
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it('draws a clock with the numerals 1-12 and no digital time', () => {
    for (const [hour, minute] of [
      [3, 0],
      [2, 37],
      [12, 45],
    ] as const) {
      const svg = render({ kind: 'clock', hour, minute });
      expect(texts(svg)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
      expect(svg.textContent).not.toMatch(/:/);
    }
  });

  it('points the hour hand at hour + minute / 60 and the minute hand at the minute', () => {
    const svg = render({ kind: 'clock', hour: 4, minute: 45 });
    const end = (name: string) => {
      const hand = svg.querySelector(`.roar-math-picture__hand--${name}`)!;
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(hand.getAttribute(a)));
      // Clockwise degrees from 12 (y points down).
      return ((Math.atan2(x2! - x1!, y1! - y2!) * 180) / Math.PI + 360) % 360;
    };
    expect(end('hour')).toBeCloseTo((4 + 45 / 60) * 30, 0);
    expect(end('minute')).toBeCloseTo(270, 0);
  });

  it('labels only min and max on a marked line', () => {
    const svg = render({ kind: 'marked-line', min: 0, max: 100, ticks: 10, mark: 60 });
    expect(texts(svg)).toEqual(['0', '100']);
    expect(svg.querySelectorAll('.roar-math-picture__tick')).toHaveLength(11);
    expect(svg.querySelector('.roar-math-picture__arrow')).not.toBeNull();
  });

  it('writes bar labels in the language of the item, and an axis number every step', () => {
    const chart: Picture = {
      kind: 'bar-chart',
      step: 2,
      bars: [
        { label: { en: 'apples', es: 'manzanas' }, value: 6 },
        { label: { en: 'oranges', es: 'naranjas' }, value: 4 },
        { label: { en: 'pears', es: 'peras' }, value: 8 },
      ],
    };
    const es = texts(render(chart, 'es'));
    expect(es).toEqual(expect.arrayContaining(['manzanas', 'naranjas', 'peras']));
    expect(es).not.toContain('apples');
    expect(es.filter((t) => /^\d+$/.test(t ?? ''))).toEqual(['0', '2', '4', '6', '8']);
    expect(texts(render(chart, 'en'))).toEqual(expect.arrayContaining(['apples', 'pears']));
  });

  it('cuts a fraction bar into its parts and fills the first ones', () => {
    const svg = render({ kind: 'fraction-bar', parts: 6, shaded: 5 });
    const parts = [...svg.querySelectorAll('.roar-math-picture__part')];
    expect(parts).toHaveLength(6);
    const shaded = parts.map((part) => part.classList.contains('roar-math-picture__part--shaded'));
    expect(shaded).toEqual([true, true, true, true, true, false]);
    const fills = new Set(parts.map((part) => part.getAttribute('fill')));
    expect(fills.size).toBe(2);
  });

  it('draws `count` dots in rows of five', () => {
    for (const count of [2, 7, 13]) {
      const svg = render({ kind: 'dots', count });
      const dots = [...svg.querySelectorAll('circle')];
      expect(dots).toHaveLength(count);
      const rows = new Set(dots.map((dot) => dot.getAttribute('cy')));
      expect(rows.size).toBe(Math.ceil(count / 5));
    }
  });

  it('draws every shape of every group, each the colour of its group or grey', () => {
    const svg = render({
      kind: 'shapes',
      items: [
        { shape: 'triangle', count: 3, colour: 'red' },
        { shape: 'circle', count: 2 },
        { shape: 'rhombus', colour: 'yellow' },
      ],
    });
    const shapes = [...svg.querySelectorAll('.roar-math-picture__shape')];
    expect(shapes.map((s) => s.getAttribute('data-shape'))).toEqual([
      'triangle',
      'triangle',
      'triangle',
      'circle',
      'circle',
      'rhombus',
    ]);
    expect(new Set(shapes.slice(0, 3).map((s) => s.getAttribute('fill'))).size).toBe(1);
    expect(shapes[3]!.getAttribute('fill')).toBe('#a6a6a6');
  });

  it('wraps many shapes onto more rows rather than shrinking them away', () => {
    const svg = render({ kind: 'shapes', items: [{ shape: 'circle', count: 12 }] });
    const circles = [...svg.querySelectorAll('circle')];
    expect(new Set(circles.map((c) => c.getAttribute('cy'))).size).toBeGreaterThan(1);
    // Shapes stay at least 34 units (a radius of 14 inside the outline).
    expect(Number(circles[0]!.getAttribute('r'))).toBeGreaterThanOrEqual(14);
  });

  it('labels a right triangle in cm, with ? for the missing side', () => {
    expect(texts(render({ kind: 'right-triangle', a: 6, b: null, c: 10 }, 'es'))).toEqual([
      '6 cm',
      '?',
      '10 cm',
    ]);
  });

  it('draws unit squares and no number for a grid rectangle, two sides in cm without', () => {
    const grid = render({ kind: 'rectangle', width: 3, height: 2, grid: true });
    expect(grid.querySelectorAll('.roar-math-picture__unit')).toHaveLength(6);
    expect(texts(grid)).toEqual([]);
    const plain = render({ kind: 'rectangle', width: 5, height: 3, grid: false }, 'es');
    expect(texts(plain)).toEqual(['5 cm', '3 cm']);
  });

  it('writes no number on an angle', () => {
    expect(texts(render({ kind: 'angle', degrees: 130 }))).toEqual([]);
  });

  it('colours a spinner sector by sector, clockwise from the top', () => {
    const sectors: Picture = { kind: 'spinner', sectors: ['red', 'blue', 'green', 'blue'] };
    const svg = render(sectors);
    const drawn = [...svg.querySelectorAll('.roar-math-picture__sector')];
    expect(drawn.map((s) => s.getAttribute('data-colour'))).toEqual([
      'red',
      'blue',
      'green',
      'blue',
    ]);
    // The first sector starts at the top centre and sweeps to the right (clockwise).
    expect(drawn[0]!.getAttribute('d')).toMatch(/^M120,120 L120,12 A108,108 0 0 1 228,120 Z$/);
  });

  it('writes numbers with a decimal point and no grouping below 10000', () => {
    expect(pictureNumber(2.5, 'es')).toBe('2.5');
    expect(pictureNumber(4305, 'en')).toBe('4305');
    expect(pictureNumber(-3, 'en')).toBe('−3');
    expect(pictureNumber(12500, 'en')).toBe('12,500');
  });
});
