import type { JSX } from 'react';
import { pictureUrl } from './pictures.ts';
import { GROUND_Y, VIEW, type Figure, type SyntaxPicture } from './types.ts';

/**
 * One Syntax Game picture as inline SVG: a plain sky and ground, and the picture's figures
 * placed on it in order, presentational only (no hooks, no DOM). The SVG fills its container's
 * width. It is decorative to assistive technology: the button around it carries the name
 * ('Picture 2 of 4'), which must not say what it shows (that would give the answer away).
 */

const round = (n: number) => Math.round(n * 100) / 100;

function Placed({ figure }: { figure: Figure }): JSX.Element {
  const { picture, x, y, size, flip } = figure;
  return (
    <image
      data-figure={picture}
      href={pictureUrl(picture)}
      x={round(x - size / 2)}
      y={round(y - size)}
      width={size}
      height={size}
      preserveAspectRatio="xMidYMid meet"
      {...(flip ? { transform: `matrix(-1 0 0 1 ${2 * x} 0)` } : {})}
    />
  );
}

export function SyntaxScene({ picture }: { picture: SyntaxPicture }): JSX.Element {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      width="100%"
      className="roar-trog__scene"
    >
      <rect x={0} y={0} width={VIEW.width} height={GROUND_Y} fill="#eaf6fd" />
      <rect x={0} y={GROUND_Y} width={VIEW.width} height={VIEW.height - GROUND_Y} fill="#cfe8b4" />
      {picture.figures.map((figure, index) => (
        <Placed key={index} figure={figure} />
      ))}
    </svg>
  );
}
