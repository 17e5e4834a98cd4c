import { useState } from 'react';

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  size?: number;
  alt?: string;
}

const tints = ['#f9c9cf', '#fde2c4', '#d9e7fb', '#dcf0e3', '#eadcf8', '#fbe0ef'];

/** A round portrait; falls back to the initial on a soft tint when the image is missing or fails. */
export function Avatar({ src, name, size = 40, alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src && !failed) {
    return <img className="avatar" src={src} alt={alt} style={style} onError={() => setFailed(true)} />;
  }
  const tint = tints[(name.codePointAt(0) ?? 0) % tints.length];
  return (
    <span
      className="avatar avatar--initial"
      style={{ ...style, background: tint }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
