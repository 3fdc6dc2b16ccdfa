// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { syntaxItemById } from './bank.ts';
import { pictureUrl } from './pictures.ts';
import { SyntaxScene } from './scene.tsx';

describe('SyntaxScene', () => {
  it("draws a picture's figures in order at their boxes, hidden from assistive technology", () => {
    const picture = syntaxItemById('on-1')!.pictures.find((p) => p.shows === 'cup on book')!;
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<SyntaxScene picture={picture} />);
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 150');
    const images = [...svg.querySelectorAll('image')];
    expect(images.map((i) => i.getAttribute('href'))).toEqual([
      pictureUrl('book'),
      pictureUrl('cup'),
    ]);
    const [book, cup] = picture.figures;
    expect(Number(images[1]!.getAttribute('y'))).toBe(cup!.y - cup!.size);
    expect(Number(images[0]!.getAttribute('width'))).toBe(book!.size);
    // Nothing in the markup names what the picture shows.
    expect(host.innerHTML).not.toContain('cup on book');
  });
});
