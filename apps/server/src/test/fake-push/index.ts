import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A local push service (the receiving side of the Web Push protocol, RFC 8030), for tests. It speaks
 * HTTPS like every real push service (the `web-push` library only sends over https) with a self-signed
 * certificate for 127.0.0.1, which `agent` trusts.
 *
 * For each push it checks what a real push service checks and decrypts what only the browser could:
 * - VAPID (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by the
 *   key `k`, its `aud` the origin of the endpoint, `exp` in the future and at most 24 h ahead, `sub` a
 *   `mailto:` or `https:` contact. Otherwise 401 (403 when it is well-formed but signed by another key).
 * - The payload: `Content-Encoding: aes128gcm` (RFC 8188) encrypted for the subscription as RFC 8291
 *   says, decrypted here with the subscription's private key and auth secret (the browser's half).
 * A subscription can be made to answer 404 or 410 (expired, unsubscribed), as push services do.
 */

const here = new URL('.', import.meta.url).pathname;
const cert = fs.readFileSync(`${here}cert.pem`);
const key = fs.readFileSync(`${here}key.pem`);

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON (what the service worker's `push` event reads). */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID claims and key of the push. */
  vapid: { aud: string; sub: string; exp: number; k: string };
}

export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  origin: string;
  /** Trusts the fake's certificate: pass as the server's `pushAgent`. */
  agent: https.Agent;
  /** A new browser subscription on this service, as `PushSubscription.toJSON()` gives it. */
  subscribe(): FakeSubscription;
  /** Pushes accepted and decrypted, in order. */
  received: ReceivedPush[];
  /** Pushes refused (bad VAPID, bad encryption, a gone subscription), in order. */
  refused: RefusedPush[];
  /** From now on the subscription answers this status (404: not found, 410: gone). */
  answer(endpoint: string, status: 404 | 410): void;
  close(): Promise<void>;
}

const b64 = (data: string) => Buffer.from(data, 'base64url');

interface Browser {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 8292 §2-3: the JWT and the key of the Authorization header; answers the claims and key. */
function verifyVapid(header: string | undefined, endpoint: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'no vapid authorization');
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(b64(head).toString()) as { typ?: string; alg?: string };
  if (header_.alg !== 'ES256') throw new Refusal(401, `alg ${header_.alg}`);
  const raw = b64(k);
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!signed) throw new Refusal(403, 'the JWT is not signed by k');
  const body = JSON.parse(b64(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Math.floor(Date.now() / 1000);
  if (body.aud !== new URL(endpoint).origin) throw new Refusal(403, `aud ${body.aud}`);
  if (typeof body.exp !== 'number' || body.exp <= now || body.exp > now + 24 * 3600)
    throw new Refusal(403, `exp ${body.exp}`);
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Refusal(403, `sub ${body.sub}`);
  return { aud: body.aud, exp: body.exp, sub: body.sub, k };
}

/** RFC 8291 §3.4 + RFC 8188 §2: the browser's side of the payload encryption. */
function decrypt(browser: Browser, body: Buffer): Buffer {
  if (body.length < 21) throw new Refusal(400, 'no aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Refusal(400, 'keyid is not the sender public key');
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Refusal(400, 'more than one record');
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'the payload does not decrypt');
  }
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Refusal(400, 'no last-record delimiter');
  return plain.subarray(0, end);
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let origin = '';

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      try {
        const browser = req.method === 'POST' ? browsers.get(endpoint) : undefined;
        if (!browser) throw new Refusal(404, 'no such subscription');
        if (browser.status !== 201) throw new Refusal(browser.status, 'the subscription is gone');
        const vapid = verifyVapid(req.headers.authorization, endpoint);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
        const plain = decrypt(browser, Buffer.concat(chunks));
        received.push({
          endpoint,
          payload: JSON.parse(plain.toString('utf8')),
          ttl,
          urgency: req.headers.urgency as string | undefined,
          vapid,
        });
        res.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
      } catch (error) {
        const status = error instanceof Refusal ? error.status : 400;
        refused.push({ endpoint, status, reason: error instanceof Error ? error.message : String(error) });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    agent: new https.Agent({ ca: cert }),
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, publicKey, auth, status: 201 });
      return { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    received,
    refused,
    answer(endpoint, status) {
      const browser = browsers.get(endpoint);
      if (browser) browser.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
