/**
 * The viewer's relation to a member: 0 none, 1 the viewer's request is pending, 2 the member's request to
 * the viewer is pending, 3 friends (spec §4 "relation value 3 means friend").
 */
export const Relation = { None: 0, RequestSent: 1, RequestReceived: 2, Friend: 3 } as const;

/**
 * The name an erased account keeps (`erase-member`, docs/decisions.md 63): the shell its ledger rows
 * belong to. Usernames cannot contain `#`, so no member holds it; clients show their own words for it.
 */
export const erasedName = (id: number): string => `deleted member #${id}`;
export const isErasedName = (name: string): boolean => /^deleted member #\d+$/.test(name);
