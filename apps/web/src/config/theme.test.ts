import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableColors, roarRed } from './theme.ts';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const AA = 4.5;
const { gray, dark } = DEFAULT_THEME.colors;

describe('theme colours (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('makes secondary and placeholder text readable on white and the light greys', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder'] as const) {
      for (const background of ['#ffffff', gray[0], gray[1], gray[2]]) {
        expect(
          contrast(readableColors.light[name], background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(AA);
      }
      for (const background of [dark[7], dark[6], dark[5]]) {
        expect(
          contrast(readableColors.dark[name], background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('makes error messages readable on white and the light greys', () => {
    for (const background of ['#ffffff', gray[0], gray[1]]) {
      expect(
        contrast(readableColors.light['--mantine-color-error'], background),
      ).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives every light badge and alert colour readable text on its shade-1 background', () => {
    const overrides: Record<string, string> = readableColors.light;
    for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, roar: roarRed })) {
      const text = overrides[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrast(text, shades[1]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps the primary colour readable as text on white and as white on a filled button', () => {
    expect(contrast(roarRed[7], '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('makes links, the logo and error text readable on the dark scheme’s greys', () => {
    for (const background of [dark[7], dark[6], dark[5]]) {
      for (const name of ['--mantine-color-anchor', '--mantine-color-error'] as const) {
        expect(
          contrast(readableColors.dark[name], background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(AA);
      }
    }
    // A filled button in the dark scheme: white on the primary colour's dark shade (5).
    expect(contrast('#ffffff', roarRed[5])).toBeGreaterThanOrEqual(AA);
  });
});
