import type { JSX } from 'react';
import { svgLabel } from '../ui/svg-label.ts';
import { EYE_RADIUS, FIGURE_RADIUS, pathData } from './geometry.ts';
import { isStimulusId, shownFigure, stimulusKind } from './stimuli.ts';

/**
 * One picture of the Matching Game as inline SVG: the stimulus mirrored or not, turned `angle`
 * degrees clockwise about its centre. The viewBox is a square around the centre a little wider
 * than the figure's reach, so the picture fits at every angle and scales to its container. No
 * hooks, no DOM: the screen sizes it (class `roar-rotation-figure`).
 */

/** Box half-width: the figure's reach plus room for the outline's stroke. */
const HALF = FIGURE_RADIUS + 4;

/**
 * Fills of the two kinds: dark outlines (the text colour, so the dark theme applies) give the
 * contrast; the fill only tells blocks from animals.
 */
const FILL = { shape: '#5b8fe0', animal: '#e6a23c' } as const;
const INK = 'currentColor';

export interface RotationFigureProps {
  stimulusId: string;
  angle: number;
  mirrored: boolean;
  /** The picture's accessible name (e.g. 'the duck, turned'). */
  label: string;
}

export function RotationFigure(props: RotationFigureProps): JSX.Element {
  const { stimulusId, angle, mirrored, label } = props;
  const figure = isStimulusId(stimulusId) ? shownFigure(stimulusId, angle, mirrored) : null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...svgLabel(label)}
      focusable="false"
      viewBox={`${-HALF} ${-HALF} ${2 * HALF} ${2 * HALF}`}
      className="roar-rotation-figure"
      data-stimulus={stimulusId}
    >
      {figure && isStimulusId(stimulusId) ? (
        <>
          <path
            d={pathData(figure.outline, true)}
            fill={FILL[stimulusKind(stimulusId)]}
            stroke={INK}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {figure.details.map((line, i) => (
            <path
              key={i}
              d={pathData(line, false)}
              fill="none"
              stroke={INK}
              strokeWidth={2}
              strokeLinecap="round"
            />
          ))}
          {figure.eye ? (
            <circle
              cx={Math.round(figure.eye[0] * 100) / 100}
              cy={Math.round(figure.eye[1] * 100) / 100}
              r={EYE_RADIUS}
              fill={INK}
            />
          ) : null}
        </>
      ) : null}
    </svg>
  );
}
