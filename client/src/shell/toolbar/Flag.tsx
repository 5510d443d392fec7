/** The countries whose flags stand for the languages (es → pe, en → us, tr → tr). */
export type FlagCountry = 'pe' | 'us' | 'tr';

const RED_PE = '#d91023';
const RED_US = '#b22234';
const BLUE_US = '#3c3b6e';
const RED_TR = '#e30a17';

// A five-pointed star around (cx, cy), one point aimed along `angle` (radians).
function star(cx: number, cy: number, outer: number, angle: number) {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, k) => {
    const radius = k % 2 === 0 ? outer : inner;
    const a = angle + (k * Math.PI) / 5;
    return `${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

const TURKISH_STAR = star(16.4, 8, 2.5, Math.PI);

/**
 * A small flag (3:2) drawn inline: emoji flags do not show on Windows and the admin page loads
 * nothing from elsewhere. Decorative: the language's name is always given as text or label.
 */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    <svg
      className="flag"
      viewBox="0 0 24 16"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {country === 'pe' && (
        <>
          <rect width="24" height="16" fill="#fff" />
          <rect width="8" height="16" fill={RED_PE} />
          <rect x="16" width="8" height="16" fill={RED_PE} />
        </>
      )}
      {country === 'us' && (
        <>
          <rect width="24" height="16" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
            <rect key={stripe} y={(stripe * 16) / 13} width="24" height={16 / 13} fill={RED_US} />
          ))}
          <rect width="10" height={(7 * 16) / 13} fill={BLUE_US} />
          {[2, 5, 8].flatMap((x) =>
            [2, 4.5, 7].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.6" fill="#fff" />),
          )}
        </>
      )}
      {country === 'tr' && (
        <>
          <rect width="24" height="16" fill={RED_TR} />
          <circle cx="9" cy="8" r="4" fill="#fff" />
          <circle cx="10" cy="8" r="3.2" fill={RED_TR} />
          <polygon points={TURKISH_STAR} fill="#fff" />
        </>
      )}
    </svg>
  );
}
