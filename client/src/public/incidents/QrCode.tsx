import { encode } from 'uqr';

export interface QrCodeProps {
  text: string;
  /** What the code holds, for screen readers. */
  label: string;
}

/** A QR code as one SVG path: crisp on paper at any size, no canvas, no image to fetch. */
export function QrCode({ text, label }: QrCodeProps) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      className="report-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
