/**
 * The two pictures of Hearts and Flowers, drawn by us as SVG (no picture set needed): a red heart
 * and a flower with yellow petals around an orange centre. They differ in outline as well as in
 * colour, so a colour-blind child tells them apart; both fill most of their box.
 */
export function ShapePicture({ shape, label }: { shape: 'heart' | 'flower'; label: string }) {
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} className="roar-hf__picture">
      {shape === 'heart' ? (
        <path
          d="M50 88 C 18 64 6 46 10 30 C 14 14 36 8 50 26 C 64 8 86 14 90 30 C 94 46 82 64 50 88 Z"
          fill="#d6284b"
          stroke="#7a0f25"
          strokeWidth="3"
        />
      ) : (
        <g stroke="#6b4a00" strokeWidth="2.5">
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx="50"
              cy="27"
              rx="15"
              ry="22"
              fill="#f7c531"
              transform={`rotate(${angle} 50 50)`}
            />
          ))}
          <circle cx="50" cy="50" r="14" fill="#e8731a" />
        </g>
      )}
    </svg>
  );
}
