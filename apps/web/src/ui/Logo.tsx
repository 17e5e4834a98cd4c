import { useId } from 'react';
import { Link } from 'react-router';

/** The product mark and name; the name is a brand, identical in every language. */
export const BRAND = 'Yuanfen';

export function LogoMark({ size = 32 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f47a86" />
          <stop offset="1" stopColor="#c9344f" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradient})`} />
      <path d="M32 49s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 28c0 11.4-16 21-16 21z" fill="#fff" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={BRAND}>
      <LogoMark />
      <span className="logo__name" aria-hidden="true">
        {BRAND}
      </span>
    </Link>
  );
}
