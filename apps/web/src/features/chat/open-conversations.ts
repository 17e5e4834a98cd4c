/** How many views (the page, unminimised windows) show each member's conversation right now. */
const open = new Map<number, number>();

/** Registers a view of the conversation with `userId`; the returned function unregisters it. */
export function markConversationOpen(userId: number): () => void {
  open.set(userId, (open.get(userId) ?? 0) + 1);
  return () => {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}

/** Spec §4: a message counts as unread unless its chat is open, and a hidden tab is not looking. */
export const isConversationOpen = (userId: number): boolean =>
  open.has(userId) && document.visibilityState === 'visible';
