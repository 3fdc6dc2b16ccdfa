import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** Modules of white border around the code: the quiet zone QR readers need (ISO 18004). */
const QUIET_ZONE = 4;

/**
 * `value` as a QR code: dark modules on white whatever the colour scheme (phone cameras read dark
 * on light best), named for screen readers by `label`. Drawn as an image of the SVG uqr makes, not
 * injected markup: the page never sets innerHTML, and the CSP allows data: images.
 */
export function QrCode({
  value,
  label,
  size = 208,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const src = useMemo(() => {
    const svg = renderSVG(value, {
      ecc: 'M',
      border: QUIET_ZONE,
      whiteColor: '#ffffff',
      blackColor: '#000000',
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [value]);
  return (
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', background: '#ffffff' }}
    />
  );
}
