import { Me } from '../account';
import { endpoint } from '../endpoint';
import { Onboarding, UpdateUserBody } from '../profile';
import { UserIdParam, UserProfile, VisitQuery } from '../users';

const tag = 'profile';

/** Editing one's own profile and reading a member's. */
export const profile = {
  /**
   * `avatar` and `hi_photo` take the id of one of the member's own uploads (`POST uploads` with type
   * `avatar` or `hi`); the account keeps the stored image they point at.
   */
  update: endpoint({ method: 'PUT', path: '/user', access: 'user', tag, body: UpdateUserBody, response: Me }),
  /** The onboarding steps, derived from the member's profile, posts and messages. */
  onboarding: endpoint({ method: 'GET', path: '/onboarding', access: 'user', tag, response: Onboarding }),
  get: endpoint({
    method: 'GET',
    path: '/user/:id',
    access: 'optional',
    tag,
    params: UserIdParam,
    response: UserProfile,
  }),
  /** The shareable profile link: records a visit, then answers the profile (`redirect=0`). */
  visit: endpoint({
    method: 'GET',
    path: '/u/:id',
    access: 'optional',
    tag,
    params: UserIdParam,
    query: VisitQuery,
    response: UserProfile,
  }),
};
