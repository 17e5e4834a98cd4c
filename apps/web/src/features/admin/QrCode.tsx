import { useMemo } from 'react';
import { qrPath } from './qr-path';

const QUIET_ZONE = 4;

/** A QR code of `value`, drawn as SVG with the quiet zone scanners need around it. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      className="admin-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="admin-2fa-qr"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
