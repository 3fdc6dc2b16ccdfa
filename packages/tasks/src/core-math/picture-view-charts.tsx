import {
  ACCENT,
  INK,
  Label,
  SHADE,
  STROKE,
  pictureNumber,
  points,
  round,
  type Drawing,
  type PictureOf,
} from './picture-view-svg.tsx';
import type { CoreMathLanguage } from './types.ts';

/** Wide pictures: a bar chart and a marked number line (28rem, 440 units). */

const WIDTH = 440;
/** Larger than in narrow pictures: a wide picture shrinks most on a phone (to about 0.75). */
const FONT = 22;

/**
 * Vertical bars from 0, a gridline and a number every `step` up to the first step at or above
 * the tallest bar, each bar's label (in the item's language) below it, no value on a bar.
 */
export function drawBarChart(picture: PictureOf<'bar-chart'>, language: CoreMathLanguage): Drawing {
  const step = picture.step > 0 ? picture.step : 1;
  const tallest = Math.max(0, ...picture.bars.map((bar) => bar.value));
  const steps = Math.max(1, Math.ceil(tallest / step - 1e-9));
  const [left, right, top, bottom] = [64, WIDTH - 12, 16, 236];
  const y = (value: number) => bottom - ((bottom - top) * value) / (steps * step);
  const slot = (right - left) / Math.max(1, picture.bars.length);
  const barWidth = Math.min(80, slot * 0.6);
  return {
    width: WIDTH,
    height: bottom + 44,
    size: 'wide',
    content: (
      <>
        {Array.from({ length: steps + 1 }, (_, i) => {
          const value = i * step;
          return (
            <g key={i}>
              {i > 0 ? (
                <line
                  x1={left}
                  y1={round(y(value))}
                  x2={right}
                  y2={round(y(value))}
                  stroke={INK}
                  strokeWidth={1.5}
                  className="roar-math-picture__gridline"
                />
              ) : null}
              <Label x={left - 10} y={y(value)} anchor="end" size={FONT}>
                {pictureNumber(value, language)}
              </Label>
            </g>
          );
        })}
        {picture.bars.map((bar, i) => {
          const x = left + slot * i + (slot - barWidth) / 2;
          const value = Math.max(0, bar.value); // the axis starts at 0
          const text = bar.label[language];
          // A long label in a narrow slot gets smaller rather than running into its neighbour.
          const size = Math.min(FONT, (slot - 6) / (0.58 * Math.max(1, text.length)));
          return (
            <g key={i}>
              <rect
                x={round(x)}
                y={round(y(value))}
                width={round(barWidth)}
                height={round(bottom - y(value))}
                fill={SHADE}
                stroke={INK}
                strokeWidth={2}
                className="roar-math-picture__bar"
              />
              <Label x={x + barWidth / 2} y={bottom + 24} size={size}>
                {text}
              </Label>
            </g>
          );
        })}
        <polyline
          points={points([
            [left, top - 8],
            [left, bottom],
            [right, bottom],
          ])}
          fill="none"
          stroke={INK}
          strokeWidth={STROKE}
        />
      </>
    ),
  };
}

/**
 * A number line cut into `ticks` equal steps, a tick at every step, min and max written under
 * the ends and nothing else, an arrow above the line pointing down at `mark`.
 */
export function drawMarkedLine(
  picture: PictureOf<'marked-line'>,
  language: CoreMathLanguage,
): Drawing {
  const { min, max, mark } = picture;
  const ticks = Math.max(1, picture.ticks);
  const [left, right, line] = [44, WIDTH - 44, 78];
  const x = (value: number) => left + ((right - left) * (value - min)) / (max - min || 1);
  const at = x(mark);
  return {
    width: WIDTH,
    height: line + 50,
    size: 'wide',
    content: (
      <>
        <line x1={left} y1={line} x2={right} y2={line} stroke={INK} strokeWidth={STROKE} />
        {Array.from({ length: ticks + 1 }, (_, i) => {
          const tx = round(left + ((right - left) * i) / ticks);
          const half = i === 0 || i === ticks ? 16 : 11;
          return (
            <line
              key={i}
              x1={tx}
              y1={line - half}
              x2={tx}
              y2={line + half}
              stroke={INK}
              strokeWidth={STROKE}
              className="roar-math-picture__tick"
            />
          );
        })}
        <Label x={left} y={line + 34} size={FONT}>
          {pictureNumber(min, language)}
        </Label>
        <Label x={right} y={line + 34} size={FONT}>
          {pictureNumber(max, language)}
        </Label>
        <g className="roar-math-picture__accent" fill={ACCENT} stroke={ACCENT}>
          <line x1={round(at)} y1={8} x2={round(at)} y2={line - 36} strokeWidth={5} />
          <polygon
            points={points([
              [at - 12, line - 40],
              [at + 12, line - 40],
              [at, line - 20],
            ])}
            strokeWidth={2}
            strokeLinejoin="round"
            className="roar-math-picture__arrow"
          />
        </g>
      </>
    ),
  };
}
