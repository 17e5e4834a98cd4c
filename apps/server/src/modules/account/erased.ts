/**
 * An erased account (`erase-member`, docs/decisions.md 63): its `users` row stays as the shell its ledger
 * rows belong to, with the status `deleted` (never signs in, shows to no one: privacy reads `active`) and
 * this name. `#` is refused in usernames (contract nameSchema), so no member holds it before or after.
 * The other side of its conversations keeps them, the peer named so.
 */
export const ERASED_STATUS = 'deleted';
export { erasedName } from '@yuanfen/contract';
