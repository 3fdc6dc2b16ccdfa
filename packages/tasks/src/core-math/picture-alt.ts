import { COLOURS, SHAPES, type Colour, type Picture, type ShapeName } from './picture.ts';
import type { CoreMathLanguage, Text } from './types.ts';

/**
 * Text alternatives of pictures for screen readers: what a sighted child sees, in words. A clock
 * is told by its hands, never by its time, since the time may be the question.
 */

const plural = (count: number) => (count === 1 ? 0 : 1);

type Group = { shape: ShapeName; count?: number; colour?: Colour };

function groupEn({ shape, count = 1, colour }: Group): string {
  const words = `${colour ? `${COLOURS[colour].en} ` : ''}${SHAPES[shape].en[plural(count)]}`;
  if (count !== 1) return `${count} ${words}`;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

function groupEs({ shape, count = 1, colour }: Group): string {
  const noun = SHAPES[shape].es[plural(count)];
  const adjective = colour ? ` ${COLOURS[colour].m[plural(count)]}` : '';
  return `${count === 1 ? 'un' : count} ${noun}${adjective}`;
}

/** Where a clock hand points: at a numeral, or between two (the minute hand at 12 for 0). */
function handAt(position: number, language: CoreMathLanguage): string {
  const numeral = (n: number) => (n === 0 ? 12 : n);
  if (Number.isInteger(position)) {
    return language === 'en' ? `points to ${numeral(position)}` : `apunta al ${numeral(position)}`;
  }
  const [from, to] = [numeral(Math.floor(position)), (Math.floor(position) % 12) + 1];
  return language === 'en' ? `is between ${from} and ${to}` : `está entre el ${from} y el ${to}`;
}

function clockAlt(hour: number, minute: number, language: CoreMathLanguage): string {
  const short = handAt(minute === 0 ? hour : hour + 0.5, language);
  const long = handAt(minute / 5, language);
  return language === 'en'
    ? `A clock. The short hand ${short}; the long hand ${long}.`
    : `Un reloj. La manecilla corta ${short}; la manecilla larga ${long}.`;
}

/** "is 3 cm" or "is marked with a question mark", for the sides of a right triangle. */
function side(value: number | null, language: CoreMathLanguage): string {
  if (value !== null) return language === 'en' ? `is ${value} cm` : `mide ${value} cm`;
  return language === 'en'
    ? 'is marked with a question mark'
    : 'está marcado con un signo de interrogación';
}

const barList = (bars: readonly { label: Text; value: number }[], language: CoreMathLanguage) =>
  bars.map((bar) => `${bar.label[language]} ${bar.value}`).join(', ');

function spinnerParts(spinner: { sectors: readonly Colour[] }, language: CoreMathLanguage) {
  const counts = new Map<Colour, number>();
  for (const colour of spinner.sectors) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  const parts = [...counts].map(([colour, n]) =>
    language === 'en' ? `${n} ${COLOURS[colour].en}` : `${n} ${COLOURS[colour].f[plural(n)]}`,
  );
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 'y'} ${parts.at(-1)}`;
}

function altEn(picture: Picture): string {
  switch (picture.kind) {
    case 'shapes':
      return `Shapes in a row, from left to right: ${picture.items.map(groupEn).join(', ')}.`;
    case 'dots':
      return `${picture.count} dots.`;
    case 'fraction-bar': {
      const { parts, shaded } = picture;
      const what = shaded === 0 ? 'no part is' : shaded === 1 ? '1 part is' : `${shaded} parts are`;
      return `A bar cut into ${parts} equal parts; ${what} shaded.`;
    }
    case 'clock':
      return clockAlt(picture.hour, picture.minute, 'en');
    case 'angle':
      return `An angle of ${picture.degrees} degrees.`;
    case 'right-triangle': {
      const [a, b, c] = [picture.a, picture.b, picture.c].map((v) => side(v, 'en'));
      return (
        `A right triangle. One side of the right angle ${a}, the other ${b}; ` +
        `the longest side ${c}.`
      );
    }
    case 'bar-chart':
      return `A bar graph: ${barList(picture.bars, 'en')}.`;
    case 'marked-line': {
      const { min, max, ticks, mark } = picture;
      const steps = Math.round(((mark - min) * ticks) / (max - min));
      return (
        `A number line from ${min} to ${max} with ${ticks} equal steps; ` +
        `an arrow points ${steps} steps after ${min}.`
      );
    }
    case 'rectangle': {
      const { width, height } = picture;
      return picture.grid
        ? `A rectangle made of small squares, ${width} squares long and ${height} squares high.`
        : `A rectangle with sides of ${width} cm and ${height} cm.`;
    }
    case 'spinner':
      return `A spinner with ${picture.sectors.length} equal parts: ${spinnerParts(picture, 'en')}.`;
  }
}

function altEs(picture: Picture): string {
  switch (picture.kind) {
    case 'shapes':
      return `Figuras en fila, de izquierda a derecha: ${picture.items.map(groupEs).join(', ')}.`;
    case 'dots':
      return `${picture.count} puntos.`;
    case 'fraction-bar': {
      const { parts, shaded } = picture;
      const what =
        shaded === 0
          ? 'ninguna parte está coloreada'
          : shaded === 1
            ? '1 parte está coloreada'
            : `${shaded} partes están coloreadas`;
      return `Una barra dividida en ${parts} partes iguales; ${what}.`;
    }
    case 'clock':
      return clockAlt(picture.hour, picture.minute, 'es');
    case 'angle':
      return `Un ángulo de ${picture.degrees} grados.`;
    case 'right-triangle': {
      const [a, b, c] = [picture.a, picture.b, picture.c].map((v) => side(v, 'es'));
      return (
        `Un triángulo rectángulo. Un lado del ángulo recto ${a}, el otro ${b}; ` +
        `el lado más largo ${c}.`
      );
    }
    case 'bar-chart':
      return `Una gráfica de barras: ${barList(picture.bars, 'es')}.`;
    case 'marked-line': {
      const { min, max, ticks, mark } = picture;
      const steps = Math.round(((mark - min) * ticks) / (max - min));
      return (
        `Una recta numérica del ${min} al ${max} con ${ticks} pasos iguales; ` +
        `una flecha señala ${steps} pasos después del ${min}.`
      );
    }
    case 'rectangle': {
      const { width, height } = picture;
      return picture.grid
        ? `Un rectángulo de cuadraditos, ${width} cuadraditos de largo y ${height} de alto.`
        : `Un rectángulo con lados de ${width} cm y ${height} cm.`;
    }
    case 'spinner':
      return `Una ruleta con ${picture.sectors.length} partes iguales: ${spinnerParts(picture, 'es')}.`;
  }
}

/** The text alternative of a picture in one language. */
export const pictureAlt = (picture: Picture, language: CoreMathLanguage): string =>
  language === 'en' ? altEn(picture) : altEs(picture);
