import type { JSX } from 'react';
import type { Picture } from './picture.ts';
import { drawBarChart, drawMarkedLine } from './picture-view-charts.tsx';
import { drawClock } from './picture-view-clock.tsx';
import { drawDots, drawFractionBar, drawSpinner } from './picture-view-counting.tsx';
import { drawAngle, drawRectangle, drawRightTriangle } from './picture-view-measure.tsx';
import { drawShapes } from './picture-view-shapes.tsx';
import type { Drawing } from './picture-view-svg.tsx';
import type { CoreMathLanguage } from './types.ts';
import './picture-view.css';

/**
 * A Core Math item's picture as inline SVG, drawn as its kind's comment in picture.ts says. The
 * picture is one image to assistive technology, named by `alt` (pictureAlt of the item), so
 * the numbers inside it are not read out one by one.
 */

function draw(picture: Picture, language: CoreMathLanguage): Drawing {
  switch (picture.kind) {
    case 'shapes':
      return drawShapes(picture);
    case 'dots':
      return drawDots(picture);
    case 'fraction-bar':
      return drawFractionBar(picture);
    case 'clock':
      return drawClock(picture);
    case 'angle':
      return drawAngle(picture);
    case 'right-triangle':
      return drawRightTriangle(picture, language);
    case 'bar-chart':
      return drawBarChart(picture, language);
    case 'marked-line':
      return drawMarkedLine(picture, language);
    case 'rectangle':
      return drawRectangle(picture, language);
    case 'spinner':
      return drawSpinner(picture);
  }
}

export function MathPicture(props: {
  picture: Picture;
  language: CoreMathLanguage;
  alt: string;
}): JSX.Element {
  const { picture, language, alt } = props;
  const { width, height, size, content } = draw(picture, language);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={alt}
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      className={size ? `roar-math-picture roar-math-picture--${size}` : 'roar-math-picture'}
      data-kind={picture.kind}
    >
      {content}
    </svg>
  );
}
