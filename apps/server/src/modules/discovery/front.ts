/** A front-page candidate: who they are, as far as variety goes. */
export interface FrontCandidate {
  id: number;
  gender: number;
  country: string | null;
}

/**
 * A varied handful from the most active candidates: genders alternate, and a country already shown
 * waits until every other country has had its turn.
 */
export function pickVaried(candidates: FrontCandidate[], size: number): number[] {
  const byGender = new Map<number, FrontCandidate[]>();
  for (const c of candidates) byGender.set(c.gender, [...(byGender.get(c.gender) ?? []), c]);
  const queues = [...byGender.values()];
  const shown = new Set<string>();
  const picked: number[] = [];
  for (let turn = 0; picked.length < size && queues.some((q) => q.length); turn++) {
    const queue = queues[turn % queues.length];
    if (!queue?.length) continue;
    const fresh = queue.findIndex((c) => !c.country || !shown.has(c.country));
    const [next] = queue.splice(fresh === -1 ? 0 : fresh, 1);
    if (!next) continue;
    if (next.country) shown.add(next.country);
    picked.push(next.id);
  }
  return picked;
}
