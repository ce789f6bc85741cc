import { encode } from 'uqr';

/** The URI as a QR code drawn in SVG (no markup from a string); `label` is its text alternative. */
export const QrCode = ({ value, label }: { readonly value: string; readonly label: string }) => {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg className="two-factor__qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
