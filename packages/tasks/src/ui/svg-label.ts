/**
 * Accessibility attributes of a drawn figure: an image named by `label`, or, with an empty label
 * (a picture inside an answer button that carries the name), hidden from assistive technology.
 * An `img` with an empty name is an error to screen readers and to axe (svg-img-alt).
 */
export function svgLabel(label: string) {
  return label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
}
