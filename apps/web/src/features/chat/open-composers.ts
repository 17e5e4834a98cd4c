/** What one mounted composer (the chat page's or a docked window's) holds right now. */
export interface OpenComposer {
  /** Characters in its text box. */
  length: number;
  /** Saves its unsaved text as the conversation's draft at once (resolves when saved or given up). */
  saveDraft: () => Promise<void>;
}

/**
 * Every mounted composer by its own id. The chat page and several windows can be typed in at once, so the
 * reconnect guard (spec §4) asks for the longest text among them rather than the last one to report.
 */
const composers = new Map<string, OpenComposer>();

export function updateComposer(composerId: string, composer: OpenComposer): void {
  composers.set(composerId, composer);
}

export function forgetComposer(composerId: string): void {
  composers.delete(composerId);
}

/** The longest text being typed in any open composer (0 when none is open). */
export const longestTypedLength = (): number => Math.max(0, ...[...composers.values()].map((c) => c.length));

/** How long a reload waits for drafts to be saved before it goes ahead without them. */
const SAVE_WAIT_MS = 2000;

/** Saves every composer's pending draft, so a reload brings the text back from the server. */
export async function saveOpenDrafts(): Promise<void> {
  const saving = Promise.all([...composers.values()].map((c) => c.saveDraft()));
  await Promise.race([saving, new Promise((resolve) => window.setTimeout(resolve, SAVE_WAIT_MS))]);
}
