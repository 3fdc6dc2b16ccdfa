import {
  INK,
  Label,
  PAPER,
  polar,
  round,
  type Drawing,
  type PictureOf,
} from './picture-view-svg.tsx';

/** The clock face: the hands tell the time, nothing else does. */

/** Clock positions (0 at 12, 60 all round) as counterclockwise degrees from the right. */
const clockDegrees = (sixtieths: number) => 90 - sixtieths * 6;

/**
 * An analogue face: the numerals 1-12, a tick for every minute (longer at the hours) so a
 * minute can be read, the short thick hour hand at hour + minute / 60, the long minute hand.
 * Both hands end inside the ring of numerals, so no hand hides a numeral.
 */
export function drawClock(picture: PictureOf<'clock'>): Drawing {
  const [c, r] = [120, 112];
  const hand = (sixtieths: number, length: number, width: number, name: string) => {
    const [x, y] = polar(c, c, length, clockDegrees(sixtieths));
    return (
      <line
        x1={c}
        y1={c}
        x2={round(x)}
        y2={round(y)}
        stroke={INK}
        strokeWidth={width}
        strokeLinecap="round"
        className={`roar-math-picture__hand roar-math-picture__hand--${name}`}
      />
    );
  };
  const hour = ((picture.hour % 12) + picture.minute / 60) * 5;
  return {
    width: 2 * c,
    height: 2 * c,
    size: 'compact',
    content: (
      <>
        <circle
          cx={c}
          cy={c}
          r={r}
          fill={PAPER}
          stroke={INK}
          strokeWidth={4}
          className="roar-math-picture__paper"
        />
        {Array.from({ length: 60 }, (_, m) => {
          const long = m % 5 === 0;
          const [x1, y1] = polar(c, c, r - 4, clockDegrees(m));
          const [x2, y2] = polar(c, c, r - (long ? 12 : 8), clockDegrees(m));
          return (
            <line
              key={m}
              x1={round(x1)}
              y1={round(y1)}
              x2={round(x2)}
              y2={round(y2)}
              stroke={INK}
              strokeWidth={long ? 3 : 1.5}
            />
          );
        })}
        {Array.from({ length: 12 }, (_, i) => {
          const [x, y] = polar(c, c, r - 30, clockDegrees((i + 1) * 5));
          return (
            <Label key={i} x={x} y={y} size={22}>
              {String(i + 1)}
            </Label>
          );
        })}
        {hand(hour, 44, 8, 'hour')}
        {hand(picture.minute, 66, 5, 'minute')}
        <circle cx={c} cy={c} r={6} fill={INK} />
      </>
    ),
  };
}
