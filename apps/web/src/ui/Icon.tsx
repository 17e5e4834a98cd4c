/** Stroke icons drawn on a 24-unit grid; decorative unless a label is given. */
const paths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  chat: 'M4 5h16v11H8l-4 4z',
  meet: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  likes: 'M7 10v10H4V10zm0 0 4-6a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2.3l-1.3 6A2 2 0 0 1 17.7 20H7',
  friends: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0m1-10a3 3 0 1 0 0-6m2 16a6 6 0 0 0-3-5.2',
  photo: 'M3 6h18v13H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  game: 'M6 9h12a4 4 0 0 1 0 8c-1.5 0-2.3-1-3-2H9c-.7 1-1.5 2-3 2a4 4 0 0 1 0-8zm2 2v3m-1.5-1.5h3M16 12h.01M17.5 14h.01',
  mall: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  gold: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v8m-3-4h6',
  crown: 'M4 18h16M4 8l4 4 4-7 4 7 4-4-1.5 10h-13z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 3-4-4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3 1.6 1.3-2 3.4-2-.7a7 7 0 0 1-1.7 1L15 20h-4l-.3-2a7 7 0 0 1-1.7-1l-2 .7-2-3.4L6.6 12 5 10.7l2-3.4 2 .7a7 7 0 0 1 1.7-1L11 5h4l.3 2a7 7 0 0 1 1.7 1l2-.7 2 3.4z',
  logout: 'M10 5H5v14h5m4-3 4-4-4-4m4 4H9',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-9-9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  news: 'M5 4h11v16H5zm11 4h3v10a2 2 0 0 1-2 2h-1M8 8h5m-5 4h5m-5 4h3',
  chevron: 'M9 6l6 6-6 6',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5m5.6 0A10 10 0 0 1 19 12.9M2 9.3a14.5 14.5 0 0 1 4-2.6m5-1.1a14.5 14.5 0 0 1 11 3.7M12 20h.01',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  translate: 'M4 5h8M8 3v2m2 0c-1 4-3 7-6 8m2-4c1.5 2 3.5 3.5 6 4m1 7 4-9 4 9m-6.5-3h5',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zm9 0v13M12 7C10 3 7 4 8 7m4 0c2-4 5-3 4 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  tools: 'M14 6a4 4 0 0 0 5 5l-8.5 8.5a2 2 0 0 1-3-3zM4 4l4 4',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, label, size = 22 }: { name: IconName; label?: string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
