import { endpoint } from '../endpoint';
import {
  EncounterBody,
  EncounterCards,
  EncounterResult,
  EncountersQuery,
  FrontMembers,
  LocationQuery,
  Places,
  SuggestBody,
  Suggestions,
} from '../discovery';
import { CursorQuery, PageQuery } from '../pagination';
import { SearchBody, UserCardNumberedPage, UserCardPage } from '../users';

const tag = 'discovery';

/** A member list paged by number; visitors see public profiles only. */
const numberedList = <P extends string>(path: P) =>
  endpoint({ method: 'GET', path, access: 'optional', tag, query: PageQuery, response: UserCardNumberedPage });

/** The general member lists, search, the meet screen (encounters) and the place picker. */
export const discovery = {
  /** The strip of public members with photos on the signed-out front page. */
  front: endpoint({ method: 'GET', path: '/front', access: 'optional', tag, response: FrontMembers }),
  latest: endpoint({
    method: 'GET',
    path: '/latest',
    access: 'optional',
    tag,
    query: CursorQuery,
    response: UserCardPage,
  }),
  online: numberedList('/online'),
  recommend: numberedList('/recommend'),
  hottest: numberedList('/hottest'),
  birthday: numberedList('/birthday'),
  /** Keyword search with filters; the advanced filters are VIP-only (400062). */
  search: endpoint({
    method: 'POST',
    path: '/search',
    access: 'optional',
    tag,
    body: SearchBody,
    response: UserCardNumberedPage,
  }),
  /** Member names for the search box's dropdown. */
  suggest: endpoint({
    method: 'POST',
    path: '/suggest',
    access: 'optional',
    tag,
    body: SuggestBody,
    response: Suggestions,
  }),
  /** The next cards of the meet screen. */
  encounters: endpoint({
    method: 'GET',
    path: '/encounters',
    access: 'user',
    tag,
    query: EncountersQuery,
    response: EncounterCards,
  }),
  /** Like or pass the card shown on the meet screen. */
  encounter: endpoint({
    method: 'POST',
    path: '/encounters',
    access: 'user',
    tag,
    body: EncounterBody,
    response: EncounterResult,
  }),
  /** Cities and countries for a location field, named in `lang` (else the Accept-Language). */
  location: endpoint({
    method: 'GET',
    path: '/location',
    access: 'optional',
    tag,
    query: LocationQuery,
    response: Places,
  }),
};
