import type { ClientKind, EndpointDef } from '@yuanfen/contract';
import { Api, CLIENT_KINDS, RefusalReason } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { accountRepo } from '../modules/account/account.repo';
import { fail } from './errors';
import type { SessionCache } from './session-cache';
import type { TokenService } from './tokens';

export interface Viewer {
  userId: number;
  deviceId: number;
  /** The account's operator roles (`users.roles`). */
  roles: readonly string[];
  /** Set for a restricted session (the recharge portal's): see `RECHARGE_SCOPE_ENDPOINTS`. */
  scope?: 'recharge';
}

/**
 * What a recharge-portal session (spec §7 POST key) may call: its own account, the configuration, the
 * payment and VIP calls. Every other operation answers 403 `recharge_only`, the socket refuses it too.
 */
const RECHARGE_SCOPE_ENDPOINTS: ReadonlySet<EndpointDef> = new Set<EndpointDef>([
  Api.account.me,
  Api.account.logout,
  Api.system.config,
  ...Object.values(Api.payment),
  ...Object.values(Api.vip),
]);

/** Whether a restricted session may call this endpoint (undefined: a route outside the map). */
export const scopeAllows = (viewer: Viewer, endpoint: EndpointDef | undefined): boolean =>
  viewer.scope === undefined || (endpoint !== undefined && RECHARGE_SCOPE_ENDPOINTS.has(endpoint));

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    clientKind: ClientKind;
    clientId: string | null;
  }
  interface FastifyInstance {
    /**
     * Refuses a request without a valid session with 401. Routes run it as `preValidation`, before their
     * input is checked, so a visitor is told to sign in rather than how to fix a body they may not send.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in member of a request; routes that require login call this after `requireUser`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw fail.unauthorized();
  return request.viewer;
}

export interface SignInCheck {
  db: Db;
  tokens: TokenService;
  /** The device's sign-in as last read, forgotten on every node as soon as it changes (session-cache.ts). */
  signIns: SessionCache;
}

/**
 * The one sign-in check of HTTP requests and socket handshakes: the member an access token speaks for,
 * or null. A token only counts while its device is signed in and its account active. The device's state
 * comes from the session cache, read from the database on a miss.
 */
export async function viewerFromToken(check: SignInCheck, token: string): Promise<Viewer | null> {
  const claims = await check.tokens.verifyAccess(token.trim());
  if (!claims) return null;
  const { deviceId, userId, scope } = claims;
  const signIn = await check.signIns.get(deviceId, userId, () =>
    accountRepo.signedInDevice(check.db, deviceId, userId),
  );
  if (!signIn.signedIn || signIn.status !== 'active') return null;
  return scope ? { userId, deviceId, roles: signIn.roles, scope } : { userId, deviceId, roles: signIn.roles };
}

/**
 * Reads the bearer token and client headers of every request. A token only counts while its device is
 * signed in and its account active, so logout, bans and deactivation take effect at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: SignInCheck) => {
  app.decorateRequest('viewer', null);
  app.decorateRequest('clientKind', 'web');
  app.decorateRequest('clientId', null);

  app.addHook('onRequest', async (request) => {
    const kind = String(request.headers['x-client'] ?? 'web').toLowerCase();
    request.clientKind = (CLIENT_KINDS as readonly string[]).includes(kind) ? (kind as ClientKind) : 'web';
    const clientId = request.headers['x-client-id'];
    request.clientId = typeof clientId === 'string' && clientId.length > 2 ? clientId.slice(0, 128) : null;

    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const viewer = await viewerFromToken(opts, header.slice(7));
    if (viewer && !scopeAllows(viewer, request.routeOptions.config?.endpoint)) {
      throw fail.forbidden('This session may only recharge', RefusalReason.RechargeOnly);
    }
    request.viewer = viewer;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.viewer) throw fail.unauthorized();
  });
});

export const bearerFromHandshake = (auth: Record<string, unknown> | undefined, header?: string) =>
  (typeof auth?.token === 'string' ? auth.token : undefined) ??
  (header?.startsWith('Bearer ') ? header.slice(7) : undefined);
