import type { EndpointDef } from '../endpoint';
import { account } from './account';
import { affiliate, portal } from './affiliate';
import { admin } from './admin';
import { adminMoney } from './admin-money';
import { adminExport } from './admin-export';
import { adminReview } from './admin-review';
import { announcements } from './announcements';
import { catalogue } from './catalogue';
import { chat } from './chat';
import { contact } from './contact';
import { discovery } from './discovery';
import { feed } from './feed';
import { game } from './game';
import { gifts } from './gifts';
import { mall } from './mall';
import { money } from './money';
import { notification } from './notification';
import { payment } from './payment';
import { profile } from './profile';
import { push } from './push';
import { relations } from './relations';
import { report } from './report';
import { social } from './social';
import { support } from './support';
import { system } from './system';
import { translation } from './translation';
import { translators } from './translators';
import { uploads } from './uploads';
import { verification } from './verification';
import { vip } from './vip';
import { withdraw } from './withdraw';

/**
 * The endpoint map: every operation of the API under `/v1`, by module. The server registers its routes
 * from it, the OpenAPI document is generated from those routes, and the web app calls `api.call(Api.x.y)`.
 */
export const Api = {
  account,
  admin,
  adminMoney,
  adminExport,
  adminReview,
  announcements,
  affiliate,
  catalogue,
  chat,
  contact,
  discovery,
  feed,
  game,
  gifts,
  mall,
  money,
  notification,
  payment,
  portal,
  profile,
  push,
  relations,
  report,
  social,
  support,
  system,
  translation,
  translators,
  uploads,
  verification,
  vip,
  withdraw,
} satisfies Record<string, Record<string, EndpointDef>>;

/** Every endpoint with its name (`feed.home`), for tests and tools that walk the map. */
export function listEndpoints(): { name: string; endpoint: EndpointDef }[] {
  return Object.entries(Api).flatMap(([area, group]) =>
    Object.entries(group as Record<string, EndpointDef>).map(([name, endpoint]) => ({
      name: `${area}.${name}`,
      endpoint,
    })),
  );
}

const names = new Map<EndpointDef, string>(listEndpoints().map(({ name, endpoint }) => [endpoint, name]));

/** The map name of an endpoint (`feed.home`), used as its OpenAPI `operationId`. */
export const endpointName = (endpoint: EndpointDef): string | undefined => names.get(endpoint);
