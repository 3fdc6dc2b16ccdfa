// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { at, scene } from './build.ts';
import { PRACTICE_STORY, TEST_STORIES } from './bank.ts';
import { pictureUrl } from './pictures.ts';
import { StoryScene } from './scene.tsx';
import type { Scene } from './types.ts';

const render = (shown: Scene, label?: string) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    label === undefined ? <StoryScene scene={shown} /> : <StoryScene scene={shown} label={label} />,
  );
  return host.querySelector('svg')!;
};

const images = (svg: SVGSVGElement) => [...svg.querySelectorAll('image')];

describe('StoryScene', () => {
  it('is one image named by its label (the narration by default), scaling with its container', () => {
    const first = PRACTICE_STORY.scenes[0]!;
    const svg = render(first);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(first.text);
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 240');
    expect(svg.getAttribute('width')).toBe('100%');
    expect(render(first, 'Lily and Spot').getAttribute('aria-label')).toBe('Lily and Spot');
  });

  it('places every picture of every scene, in order, at its box', () => {
    for (const story of [PRACTICE_STORY, ...TEST_STORIES]) {
      for (const shown of story.scenes) {
        const list = images(render(shown));
        expect(list.map((img) => img.getAttribute('href'))).toEqual(
          shown.pictures.map((p) => pictureUrl(p.picture)),
        );
        list.forEach((img, i) => {
          const p = shown.pictures[i]!;
          expect(Number(img.getAttribute('x'))).toBeCloseTo(p.x - p.size / 2);
          expect(Number(img.getAttribute('y'))).toBeCloseTo(p.y - p.size);
          expect(Number(img.getAttribute('width'))).toBe(p.size);
        });
      }
    }
  });

  it('mirrors, turns and puts a picture in a thought bubble when asked', () => {
    const svg = render(
      scene('s1', 'park', 'Test.', [
        at('dog', 100, 200, 60, { flip: true }),
        at('car', 200, 200, 40, { rotate: 30 }),
        at('kite', 300, 120, 50, { bubble: true }),
      ]),
    );
    const [dog, car, kite] = images(svg);
    expect(dog!.getAttribute('transform')).toBe('matrix(-1 0 0 1 200 0)');
    expect(car!.getAttribute('transform')).toBe('rotate(30 200 180)');
    expect(kite!.getAttribute('transform')).toBeNull();
    expect(svg.querySelectorAll('[data-bubble]')).toHaveLength(1);
  });

  it('draws each background in code', () => {
    for (const kind of ['room', 'kitchen', 'park'] as const) {
      const svg = render(scene('s1', kind, 'Test.', [at('ball', 200, 215, 30)]));
      expect(svg.querySelector(`[data-background="${kind}"]`)).not.toBeNull();
      expect(svg.querySelectorAll('[data-background] rect').length).toBeGreaterThanOrEqual(2);
    }
  });
});
