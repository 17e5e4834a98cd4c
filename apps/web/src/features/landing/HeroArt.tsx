/** Decorative: two portraits meeting, with chat bubbles between them. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 420 190" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd3c4" />
          <stop offset="1" stopColor="#f59aa6" />
        </linearGradient>
        <linearGradient id="hero-b" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe4b8" />
          <stop offset="1" stopColor="#f7b58b" />
        </linearGradient>
      </defs>
      <circle cx="70" cy="100" r="58" fill="url(#hero-a)" />
      <circle cx="70" cy="86" r="20" fill="#fff" opacity="0.9" />
      <path d="M34 140a36 36 0 0 1 72 0" fill="#fff" opacity="0.9" />
      <circle cx="350" cy="100" r="58" fill="url(#hero-b)" />
      <circle cx="350" cy="86" r="20" fill="#fff" opacity="0.9" />
      <path d="M314 140a36 36 0 0 1 72 0" fill="#fff" opacity="0.9" />
      <rect x="140" y="34" width="120" height="40" rx="20" fill="#fff" />
      <rect x="158" y="50" width="60" height="8" rx="4" fill="#f7a1ad" />
      <rect x="226" y="50" width="18" height="8" rx="4" fill="#fbd0d6" />
      <rect x="162" y="96" width="120" height="40" rx="20" fill="#c9344f" />
      <rect x="180" y="112" width="44" height="8" rx="4" fill="#fff" opacity="0.85" />
      <rect x="232" y="112" width="32" height="8" rx="4" fill="#fff" opacity="0.6" />
      <path d="M210 160s-14-8.4-14-18a8 8 0 0 1 14-5 8 8 0 0 1 14 5c0 9.6-14 18-14 18z" fill="#e0455f" />
    </svg>
  );
}
