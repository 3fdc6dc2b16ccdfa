import type { JSX } from 'react';
import { pictureUrl } from './pictures.ts';
import type { Background, Scene, ScenePicture } from './types.ts';

/**
 * A Stories Game scene as inline SVG: a simple background drawn in code (a room, a kitchen with
 * a high shelf, a park) and the scene's pictures placed on it, presentational only (no hooks, no
 * DOM). The viewBox is 400 x 240 and the SVG fills its container's width, so the screen sizes
 * it. One image to assistive technology, named by `label` (the narration by default).
 */

export const SCENE_VIEW = { width: 400, height: 240 } as const;
/** Where the wall meets the floor (room, kitchen) or the sky the grass (park). */
const HORIZON: Readonly<Record<Background, number>> = { room: 180, kitchen: 180, park: 170 };
/** Top of the kitchen's shelf: things on it stand at y = 95. */
export const SHELF_TOP = 95;

const COLOURS: Readonly<Record<Background, { top: string; bottom: string }>> = {
  room: { top: '#f6eedf', bottom: '#d8b48a' },
  kitchen: { top: '#e4f1ea', bottom: '#cfd8dc' },
  park: { top: '#cfeefc', bottom: '#9ccc65' },
};

function Backdrop(props: { kind: Background }): JSX.Element {
  const { kind } = props;
  const { width, height } = SCENE_VIEW;
  const horizon = HORIZON[kind];
  const { top, bottom } = COLOURS[kind];
  return (
    <g data-background={kind}>
      <rect x={0} y={0} width={width} height={horizon} fill={top} />
      <rect x={0} y={horizon} width={width} height={height - horizon} fill={bottom} />
      {kind === 'park' ? (
        <circle cx={42} cy={40} r={22} fill="#ffd54f" />
      ) : (
        <rect x={0} y={horizon - 3} width={width} height={4} fill="#a98462" />
      )}
      {kind === 'room' ? (
        <rect
          x={160}
          y={24}
          width={80}
          height={64}
          rx={4}
          fill="#d7f0fb"
          stroke="#a98462"
          strokeWidth={4}
        />
      ) : null}
      {kind === 'kitchen' ? (
        <rect x={250} y={SHELF_TOP} width={140} height={8} rx={2} fill="#a1744f" />
      ) : null}
    </g>
  );
}

/** A thought bubble behind a picture: a white cloud and two small puffs towards lower left. */
function Bubble(props: { x: number; cy: number; size: number }): JSX.Element {
  const { x, cy, size } = props;
  const puff = { fill: '#ffffff', stroke: '#9e9e9e', strokeWidth: 2 };
  return (
    <g data-bubble="">
      <circle cx={x - size * 0.85} cy={cy + size * 0.75} r={size * 0.08} {...puff} />
      <circle cx={x - size * 0.65} cy={cy + size * 0.55} r={size * 0.12} {...puff} />
      <ellipse cx={x} cy={cy} rx={size * 0.8} ry={size * 0.68} {...puff} />
    </g>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One picture: its box from its centre x, bottom y and size; turned and mirrored about its centre. */
function Placed(props: { picture: ScenePicture }): JSX.Element {
  const { picture, x, y, size, flip, rotate, bubble } = props.picture;
  const cy = y - size / 2;
  const transforms = [
    rotate ? `rotate(${rotate} ${x} ${round(cy)})` : '',
    flip ? `matrix(-1 0 0 1 ${2 * x} 0)` : '',
  ].filter(Boolean);
  return (
    <g data-picture={picture}>
      {bubble ? <Bubble x={x} cy={cy} size={size} /> : null}
      <image
        href={pictureUrl(picture)}
        x={round(x - size / 2)}
        y={round(y - size)}
        width={size}
        height={size}
        preserveAspectRatio="xMidYMid meet"
        {...(transforms.length > 0 ? { transform: transforms.join(' ') } : {})}
      />
    </g>
  );
}

export function StoryScene(props: { scene: Scene; label?: string }): JSX.Element {
  const { scene } = props;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={props.label ?? scene.text}
      focusable="false"
      viewBox={`0 0 ${SCENE_VIEW.width} ${SCENE_VIEW.height}`}
      width="100%"
      className="roar-story-scene"
      data-scene={scene.id}
    >
      <Backdrop kind={scene.background} />
      {scene.pictures.map((picture, index) => (
        <Placed key={index} picture={picture} />
      ))}
    </svg>
  );
}
