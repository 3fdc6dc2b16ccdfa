import type { JSX } from 'react';
import { svgLabel } from '../ui/svg-label.ts';
import { CARD_FILLS, cardCode, describeCard } from './cards.ts';
import type { Card, Shape } from './types.ts';

/**
 * A Shapes Game card as inline SVG: a white card with its shapes, presentational only (no hooks,
 * no DOM). The viewBox is square and the SVG fills its container's width, so the screen sizes it.
 * One image to assistive technology, named by `label` (describeCard by default).
 */

const VIEW = 200;
/** Box of one shape: the small half the big, so size is plain at a glance. */
const BOX = { big: 80, small: 40 } as const;
/** Shape centres by count, the same for both sizes (only the size changes between them). */
const PLACES: Readonly<Record<Card['count'], readonly (readonly [number, number])[]>> = {
  1: [[100, 100]],
  2: [
    [55, 100],
    [145, 100],
  ],
  3: [
    [55, 58],
    [145, 58],
    [100, 142],
  ],
};
/** Outline of the shapes: dark on the white card in both themes. */
const OUTLINE = '#222222';
const STROKE = 3;

const round = (n: number) => Math.round(n * 100) / 100;
const points = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
const polar = (cx: number, cy: number, r: number, deg: number) =>
  [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)] as const;

/** One shape in an s x s box centred at (cx, cy), its outline inside the box. */
function CardShape(props: { shape: Shape; fill: string; cx: number; cy: number; s: number }) {
  const { shape, fill, cx, cy, s } = props;
  const r = s / 2 - STROKE / 2;
  const common = { fill, stroke: OUTLINE, strokeWidth: STROKE, strokeLinejoin: 'round' as const };
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={round(r)} data-shape="circle" {...common} />;
    case 'square': {
      // A little smaller than its box: a full square looks bigger than a circle of the same box.
      const side = 1.7 * r;
      return (
        <rect
          x={round(cx - side / 2)}
          y={round(cy - side / 2)}
          width={round(side)}
          height={round(side)}
          data-shape="square"
          {...common}
        />
      );
    }
    case 'triangle': {
      const h = r * Math.sqrt(3);
      const top = cy - h / 2;
      const corners = [[cx, top] as const, [cx + r, top + h] as const, [cx - r, top + h] as const];
      return <polygon points={points(corners)} data-shape="triangle" {...common} />;
    }
    case 'star': {
      // Five points, one up; the inner corners at 45% of the outer radius.
      const corners = Array.from({ length: 10 }, (_, i) =>
        polar(cx, cy + 0.06 * r, i % 2 === 0 ? r : 0.45 * r, -90 + 36 * i),
      );
      return <polygon points={points(corners)} data-shape="star" {...common} />;
    }
  }
}

export function ShapeCard(props: { card: Card; label?: string }): JSX.Element {
  const { card } = props;
  const s = BOX[card.size];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...svgLabel(props.label ?? describeCard(card))}
      focusable="false"
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width="100%"
      className="roar-shape-card"
      data-card={cardCode(card)}
    >
      <rect
        x={2}
        y={2}
        width={VIEW - 4}
        height={VIEW - 4}
        rx={18}
        fill="#ffffff"
        stroke="#9e9e9e"
        strokeWidth={3}
      />
      {PLACES[card.count].map(([cx, cy], i) => (
        <CardShape
          key={i}
          shape={card.shape}
          fill={CARD_FILLS[card.colour]}
          cx={cx}
          cy={cy}
          s={s}
        />
      ))}
    </svg>
  );
}
