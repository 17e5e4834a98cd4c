import {
  deviceRoom,
  PUBLIC_ROOM,
  SOCKET_UNAUTHORIZED,
  userRoom,
  type BusEvent,
  type ClientToServerEvents,
  type PresenceChange,
  type ServerToClientEvents,
} from '@yuanfen/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { bearerFromHandshake, viewerFromToken } from '../platform/auth';
import { redisConnection, withoutUnhandledRejections } from '../platform/redis';
import { audienceOf, audiencesOf, notOfflineAmong, visibleAmong, type Audience } from './audience.repo';
import { createMemoryCounter, createRedisCounter, PresenceService, type Presence } from './presence';

/** Every signed-in socket: what a member with `registered` visibility is announced to. */
const MEMBERS_ROOM = 'members';

/** What the handshake established about a socket: a member, or a visitor (null). */
export interface SocketData {
  userId: number | null;
  deviceId: number | null;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  presence: Presence;
  close(): Promise<void>;
}

/** The most user ids one `presence` query may ask about. */
const MAX_PRESENCE_QUERY = 500;

/**
 * The Socket.IO gateway on the app's own HTTP server (path /socket.io): handshake auth, rooms, delivery
 * of bus events, presence. Visitors may connect and only join `public`; members also join `user:<id>`.
 */
export function attachRealtime(app: FastifyInstance): Realtime {
  const { config, db, bus } = app;
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });

  const redisClients: Redis[] = [];
  const trackedClient = (client: Redis) => {
    redisClients.push(client);
    return client;
  };
  const redisClient = () => {
    const client = new Redis(config.redisUrl!, { maxRetriesPerRequest: 3 });
    client.on('error', (err) => app.log.warn({ err }, 'realtime redis error'));
    return trackedClient(client);
  };
  if (config.redisUrl) {
    // The adapter fires its publishes without handling a failure: with Redis down they must not reject
    // unhandled (which stops Node); broadcasts to other nodes are lost meanwhile, clients catch up by after_id.
    const pub = withoutUnhandledRejections(redisClient());
    const sub = withoutUnhandledRejections(redisClient());
    io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}socket.io` }));
  }

  const logError = (err: unknown) => app.log.error({ err }, 'realtime presence failed');
  const counter = config.redisUrl
    ? createRedisCounter({
        // Fails fast while Redis is down, so lists that show who is online do not wait for it.
        redis: trackedClient(redisConnection(config.redisUrl)),
        prefix: config.redisPrefix,
        // Fires only after a Redis round trip, once `presence` below exists.
        onChange: (ids, online) => void presence.changed(ids, online),
        onError: logError,
      })
    : createMemoryCounter();
  const presence = new PresenceService({
    counter,
    onError: logError,
    visible: (ids) => notOfflineAmong(db, ids),
    announce: (changes) => bus.publish({ to: 'public', event: 'online', payload: changes }),
    batchMs: config.presenceBatchMs,
  });

  let closing: Promise<void> | null = null;

  /**
   * A token that no longer counts (expired, forged, its device signed out, its account closed) is refused
   * with an error the client can tell apart: it refreshes its token and connects again, instead of
   * staying connected as a visitor that never hears its private events.
   */
  const unauthorized = () => Object.assign(new Error(SOCKET_UNAUTHORIZED), { data: { code: 401 } });

  // Handshake: a token counts only while its device is signed in and its account active, the same rule
  // as the HTTP auth guard. No token makes the socket a visitor; a token that does not count is refused.
  io.use(async (socket, next) => {
    socket.data.userId = null;
    socket.data.deviceId = null;
    if (closing) return next(new Error('Server shutting down'));
    const header = socket.handshake.headers.authorization;
    const token = bearerFromHandshake(socket.handshake.auth, typeof header === 'string' ? header : undefined);
    if (!token) return next();
    try {
      const viewer = await viewerFromToken(
        { db, tokens: app.services.tokens, signIns: app.services.sessions.signIns },
        token,
      );
      // A recharge-portal session gets no realtime channel (its page asks the order's status).
      if (!viewer || viewer.scope) return next(unauthorized());
      socket.data.userId = viewer.userId;
      socket.data.deviceId = viewer.deviceId;
      next();
    } catch (err) {
      app.log.error({ err }, 'realtime handshake failed');
      next(new Error('Service unavailable, try again'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(PUBLIC_ROOM);
    const { userId, deviceId } = socket.data;
    if (userId !== null) {
      void socket.join(MEMBERS_ROOM);
      void socket.join(userRoom(userId));
      if (deviceId !== null) void socket.join(deviceRoom(deviceId));
      void presence.connected(userId);
      socket.on('disconnect', () => {
        if (!closing) void presence.disconnected(userId);
      });
    }
    // "Typing" to a member: only from a signed-in socket, rate-limited per pair (across nodes with Redis),
    // relayed by the chat module when both show typing, the conversation exists and no block stands.
    socket.on('typing', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const to = (payload as { user_id?: unknown } | null)?.user_id;
      if (userId === null || typeof to !== 'number' || !Number.isSafeInteger(to) || to <= 0) return reply(false);
      app.services.limiter
        .within('typingPerPair', `${userId}:${to}`)
        .then((within) => (within ? app.services.chat.threads.typing(userId, to) : false))
        .then(reply, (err: unknown) => {
          app.log.warn({ err }, 'typing relay failed');
          reply(false);
        });
    });
    socket.on('presence', (userIds, ack) => {
      if (typeof ack !== 'function') return;
      const ids = Array.isArray(userIds)
        ? [...new Set(userIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(
            0,
            MAX_PRESENCE_QUERY,
          )
        : [];
      // Only members whose profile this socket may see: a hidden member or one who blocked the asker
      // is never reported online, as their profile would not be shown.
      Promise.all([
        presence.isOnline(ids),
        app.services.profiles.viewer(userId).then((v) => visibleAmong(db, v, ids)),
      ]).then(
        ([online, visible]) => ack(ids.filter((id) => online.has(id) && visible.has(id))),
        (err: unknown) => {
          logError(err);
          ack([]);
        },
      );
    });
  });

  // Delivery, exactly once per socket. Every node receives every bus event (the Redis bus fans out to
  // all nodes; the in-process bus has only this node), so each node delivers to ITS OWN sockets only:
  // `io.local`. A plain `io.to(room)` would, with the Redis adapter, also broadcast to the other nodes,
  // which deliver the same bus event themselves — every socket would get it once per node.
  type Emitter = { emit(name: string, payload: unknown): boolean };

  /**
   * `feed` names a member: it reaches only those who may see that member's profile (never someone
   * blocked either way), not the whole public room.
   */
  const deliverAboutMember = async (event: BusEvent, memberId: number) => {
    const audience = await audienceOf(db, memberId);
    const rooms =
      audience.reach === 'everyone'
        ? PUBLIC_ROOM
        : audience.reach === 'members'
          ? MEMBERS_ROOM
          : audience.reach.map(userRoom);
    if (Array.isArray(rooms) && rooms.length === 0) return;
    const target = io.local.to(rooms).except(audience.except.map(userRoom)) as unknown as Emitter;
    target.emit(event.event, event.payload);
  };

  /**
   * A batch of presence changes (one `online` event of a node's window): each socket gets at most one
   * list of the changes it may hear, the audience rule of `feed` applied per member, with the
   * audiences looked up in three statements for the whole batch. Members whose profile everyone or
   * every member sees go in the shared lists (visitors: the public ones; members: both), encoded once
   * each; a member blocked either way by one of them gets a list of their own without them; members
   * seen by friends only (or closed) go to those rooms as before.
   */
  const deliverPresence = async (changes: PresenceChange[]) => {
    if (changes.length === 0) return;
    const audiences = await audiencesOf(
      db,
      changes.map((c) => c.user_id),
    );
    const forVisitors: PresenceChange[] = [];
    const forMembers: PresenceChange[] = [];
    /** Members left out of the shared list for a block, and the changes about whom they are left out. */
    const excluded = new Map<number, Set<number>>();
    const narrow: [PresenceChange, Audience][] = [];
    for (const change of changes) {
      const audience = audiences.get(change.user_id)!;
      if (audience.reach === 'everyone' || audience.reach === 'members') {
        if (audience.reach === 'everyone') forVisitors.push(change);
        forMembers.push(change);
        for (const other of audience.except) {
          const about = excluded.get(other) ?? new Set<number>();
          about.add(change.user_id);
          excluded.set(other, about);
        }
      } else narrow.push([change, audience]);
    }
    const local = io.local;
    if (forVisitors.length)
      (local.to(PUBLIC_ROOM).except(MEMBERS_ROOM) as unknown as Emitter).emit('online', forVisitors);
    if (forMembers.length) {
      const rest = [...excluded.keys()].map(userRoom);
      (local.to(MEMBERS_ROOM).except(rest) as unknown as Emitter).emit('online', forMembers);
      for (const [other, about] of excluded) {
        const theirs = forMembers.filter((c) => !about.has(c.user_id));
        if (theirs.length) (local.to(userRoom(other)) as unknown as Emitter).emit('online', theirs);
      }
    }
    for (const [change, audience] of narrow) {
      const rooms = (audience.reach as number[]).map(userRoom);
      if (rooms.length) (local.to(rooms) as unknown as Emitter).emit('online', [change]);
    }
  };

  // Events about members leave in the order they were published (an `online` must not overtake the
  // `offline` after it): while their audience lookups run, later ones wait behind them. Every other event
  // (a message, a counter, a kick) goes at once: it must not wait behind the audience lookups of a burst
  // of members coming online (5,000 sockets connecting put a message push minutes behind, P7).
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (task: () => Promise<void>, event: BusEvent) => {
    queue = queue
      .then(task)
      .catch((err: unknown) => app.log.error({ err, event: event.event }, 'realtime delivery failed'));
  };
  const deliverInOrder = (event: BusEvent) => {
    if (event.to === 'public' && event.event === 'online') {
      const changes = Array.isArray(event.payload) ? (event.payload as PresenceChange[]) : [];
      return inOrder(() => deliverPresence(changes), event);
    }
    if (event.to === 'public' && event.event === 'feed') {
      const id = (event.payload as { user_id?: unknown } | null)?.user_id;
      if (typeof id === 'number') return inOrder(() => deliverAboutMember(event, id), event);
    }
    return deliver(event);
  };

  const deliver = (event: BusEvent) => {
    const room =
      event.to === 'public' ? PUBLIC_ROOM : event.device !== undefined ? deviceRoom(event.device) : userRoom(event.to);
    const target = io.local.to(room) as unknown as Emitter;
    target.emit(event.event, event.payload);
    // Kick: after the event, every node disconnects its own sockets of that member (or of that device).
    if (event.event === 'kick') io.local.in(room).disconnectSockets(true);
  };
  const unsubscribe = bus.subscribe((event) => {
    try {
      deliverInOrder(event);
    } catch (err) {
      app.log.error({ err, event: event.event }, 'realtime delivery failed');
    }
  });

  const shutdown = async () => {
    unsubscribe();
    // Sockets closed by shutdown are not individual departures: the node withdraws all of them at
    // once, and with Redis tells the remaining nodes who went offline.
    await presence.close(Boolean(config.redisUrl)).catch(logError);
    // Closing the transports (rather than a Socket.IO disconnect) lets clients reconnect on their own,
    // to another node behind the load balancer. Not io.close(): it would also close Fastify's server.
    io.engine.close();
    await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    await Promise.allSettled(redisClients.map(quit));
  };

  const realtime: Realtime = {
    io,
    presence,
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
  // Before Fastify closes its HTTP server, which would otherwise wait for the open WebSockets.
  app.addHook('preClose', async () => realtime.close());
  return realtime;
}

async function quit(client: Redis) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, 1000))),
  ]);
  clearTimeout(timer);
  client.disconnect();
}
