// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allSameDifferentItems } from './bank.ts';
import { CARD_FILLS, describeCard, parseCardCode } from './cards.ts';
import { ShapeCard } from './figure.tsx';

const render = (code: string, label?: string) => {
  const card = parseCardCode(code)!;
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    label === undefined ? <ShapeCard card={card} /> : <ShapeCard card={card} label={label} />,
  );
  return host.querySelector('svg')!;
};

const shapesOf = (svg: SVGSVGElement) => [...svg.querySelectorAll('[data-shape]')];

describe('ShapeCard', () => {
  it('is one image named by its label, scaling with its container', () => {
    const svg = render('cbB2', 'two big blue circles');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('two big blue circles');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 200');
    expect(svg.getAttribute('width')).toBe('100%');
    expect(render('rkS1').getAttribute('aria-label')).toBe(describeCard(parseCardCode('rkS1')!));
  });

  it('draws as many shapes as the card has, in its shape and colour', () => {
    for (const code of ['cbB1', 'rkS2', 'toB3', 'syS3']) {
      const card = parseCardCode(code)!;
      const shapes = shapesOf(render(code));
      expect(shapes).toHaveLength(card.count);
      for (const shape of shapes) {
        expect(shape.getAttribute('data-shape')).toBe(card.shape);
        expect(shape.getAttribute('fill')).toBe(CARD_FILLS[card.colour]);
      }
    }
  });

  it('draws a small shape half as big as a big one', () => {
    const radius = (code: string) => Number(shapesOf(render(code))[0]!.getAttribute('r'));
    expect(radius('cbS1') / radius('cbB1')).toBeCloseTo(0.49, 1);
  });

  it('renders every card of the bank within its view', () => {
    const codes = new Set(
      allSameDifferentItems().flatMap((item) => item.id.split('.').at(-1)!.split('-')),
    );
    for (const code of codes) {
      const numbers = [...render(code).querySelectorAll('[data-shape]')].flatMap((el) =>
        ['cx', 'cy', 'x', 'y', 'points']
          .map((a) => el.getAttribute(a))
          .filter((v): v is string => v !== null)
          .flatMap((v) => v.split(/[ ,]/).map(Number)),
      );
      for (const n of numbers) {
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(200);
      }
    }
  });
});
