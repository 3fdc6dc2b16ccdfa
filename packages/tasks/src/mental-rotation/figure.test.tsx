// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RotationFigure } from './figure.tsx';
import { STIMULUS_IDS } from './stimuli.ts';

const render = (stimulusId: string, angle: number, mirrored: boolean, label = 'a picture') =>
  renderToStaticMarkup(
    <RotationFigure stimulusId={stimulusId} angle={angle} mirrored={mirrored} label={label} />,
  );

/** The numbers of an SVG path's data. */
const numbers = (d: string) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('RotationFigure', () => {
  it('is one image named by its label, in a square viewBox that scales to its container', () => {
    const html = render('duck', 40, false, 'the duck, turned');
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html).toContain('aria-label="the duck, turned"');
    expect(html).toContain('viewBox="-48 -48 96 96"');
    expect(html).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it.each(STIMULUS_IDS)('%s: draws its outline within the box at every angle', (id) => {
    for (let angle = 0; angle <= 180; angle += 10) {
      for (const mirrored of [false, true]) {
        const html = render(id, angle, mirrored);
        const paths = [...html.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
        expect(paths.length).toBeGreaterThan(0);
        for (const n of paths.flatMap(numbers)) expect(Math.abs(n)).toBeLessThanOrEqual(44.01);
      }
    }
  });

  it('draws the mirror image differently, and the same picture the same way', () => {
    expect(render('fish', 80, true)).not.toBe(render('fish', 80, false));
    expect(render('fish', 80, true)).toBe(render('fish', 80, true));
    expect(render('shape-l', 0, false)).not.toBe(render('shape-l', 30, false));
  });

  it('draws the eye of an animal, none on a block shape', () => {
    expect(render('snail', 0, false)).toContain('<circle');
    expect(render('shape-p', 0, false)).not.toContain('<circle');
  });

  it('draws nothing for an unknown picture, but still an image with its name', () => {
    const html = render('unicorn', 0, false, 'missing');
    expect(html).toContain('aria-label="missing"');
    expect(html).not.toContain('<path');
  });
});
