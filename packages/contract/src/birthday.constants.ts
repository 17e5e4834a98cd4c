/** Whole years between a YYYY-MM-DD birth date and `now` (UTC). Zod-free, so a screen computing an age does not load the schemas. */
export function ageOn(birthday: string, now: Date): number {
  const [y = 0, m = 1, d = 1] = birthday.split('-').map(Number);
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}
