import { encode } from 'uqr';
import './qr-code.css';

/**
 * A QR code of `text` drawn as SVG squares from uqr’s module matrix (generated in the browser). Loaded
 * lazily by the pages that show one (the admin's public link, the wall screen), so the library stays out
 * of every first load.
 */
export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { data, size } = encode(text, { border: 2 });
  const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])));
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={dark.join('')} fill="#000" />
    </svg>
  );
}
