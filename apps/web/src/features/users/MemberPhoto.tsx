import { useState } from 'react';

const tints = ['#f9c9cf', '#fde2c4', '#d9e7fb', '#dcf0e3', '#eadcf8', '#fbe0ef'];

/** A member's portrait filling its box; the initial on a soft tint when there is none or it fails to load. */
export function MemberPhoto({
  src,
  name,
  className = '',
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img className={`member-photo ${className}`} src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
    );
  }
  return (
    <span
      className={`member-photo member-photo--initial ${className}`}
      style={{ background: tints[(name.codePointAt(0) ?? 0) % tints.length] }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
