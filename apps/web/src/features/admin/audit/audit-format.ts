type Values = Record<string, unknown> | null;

const show = (value: unknown): string =>
  value === undefined || value === null ? '∅' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** "status: active → suspended; roles: [] → ["moderator"]": the fields an entry changed, before → after. */
export function changeSummary(before: Values, after: Values): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => show(before?.[key]) !== show(after?.[key]))
    .map((key) => `${key}: ${show(before?.[key])} → ${show(after?.[key])}`)
    .join('; ');
}

/** A target the console has a screen for (`user:12` → the member). */
export function targetLink(target: string): string | undefined {
  const match = /^user:(\d+)$/.exec(target);
  return match ? `/admin/members/${match[1]}` : undefined;
}
