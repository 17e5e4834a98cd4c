/** A member's profile query and the labels of the profile options. */
export { useOptionLabel } from './option-labels';
export { useProfileQuery } from './profile.queries';
export type { UserProfile } from './profile.queries';
