/**
 * Sign-in timing: does a refused sign-in take as long for an unknown account as for a known one with a
 * wrong password? (Issue 13, battery H: no account enumeration by timing.) The unknown-account path
 * verifies the password against a dummy argon2id hash of the same cost; this prints how close the two are.
 *
 *   npm run sign-in-timing -w @yuanfen/bench     (or: node --import tsx bench/sign-in-timing.ts)
 *   SIGN_IN_BENCH_TRIES=50 …
 *
 * The real server on a fresh PGlite, over HTTP on a free port, with rate limits off (RATE_LIMIT=0: the
 * 10 attempts per identity would otherwise answer 429 after the tenth). Tries alternate known/unknown so
 * drift of the machine hits both alike; each try uses a fresh unknown identity of each kind (e-mail,
 * name, phone). Also times POST verify (a password-reset code) for a member and for an unknown address.
 * Prints figures only; nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './server';

const TRIES = Number(process.env.SIGN_IN_BENCH_TRIES ?? 50);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const server = await startBenchServer({ RATE_LIMIT: '0' });
  try {
    const post = async (route: string, body: unknown, ip: string) => {
      const at = performance.now();
      const res = await fetch(`${server.origin}/v1/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-client-id': `bench-${ip}` },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { ms: performance.now() - at, status: res.status, text };
    };

    const name = `timing_${Date.now().toString(36)}`.slice(0, 20);
    const email = `${name}@example.test`;
    const signUp = await post('register', { email, name, password: 'secret123', gender: 1 }, '198.51.100.1');
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);

    // Warm-up: the dummy hash is made on first use, and the first requests compile the routes' code.
    for (let i = 0; i < 3; i++) {
      await post('authenticate', { identity: email, password: 'wrong-password' }, '198.51.100.2');
      await post('authenticate', { identity: `nobody${i}@example.test`, password: 'wrong-password' }, '198.51.100.2');
    }

    const known: number[] = [];
    const unknown: number[] = [];
    let answersDiffer = 0;
    for (let i = 0; i < TRIES; i++) {
      const ip = `198.51.${100 + (i >> 8)}.${(i & 255) + 1}`;
      const identities = [`nobody_${i}@example.test`, `nobody_${i}_${name}`.slice(0, 20), `+1 555 01${1000 + i}`];
      const a = await post('authenticate', { identity: i % 2 ? name : email, password: `wrong-${i}` }, ip);
      const b = await post('authenticate', { identity: identities[i % 3], password: `wrong-${i}` }, ip);
      if (a.status !== b.status || a.text !== b.text) answersDiffer++;
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const k = median(known);
    const u = median(unknown);
    console.log(
      `sign-in refused, ${TRIES} tries each: known account + wrong password median ${k.toFixed(1)} ms, ` +
        `unknown account median ${u.toFixed(1)} ms, ratio unknown/known ${(u / k).toFixed(2)}, ` +
        `answers that differ: ${answersDiffer}`,
    );

    const codeKnown: number[] = [];
    const codeUnknown: number[] = [];
    for (let i = 0; i < Math.min(TRIES, 20); i++) {
      const ip = `203.0.113.${i + 1}`;
      codeKnown.push((await post('verify', { email, purpose: 'password' }, ip)).ms);
      codeUnknown.push((await post('verify', { email: `nobody_${i}@example.test`, purpose: 'password' }, ip)).ms);
    }
    const ck = median(codeKnown);
    const cu = median(codeUnknown);
    console.log(
      `POST verify (password code), ${codeKnown.length} tries each: member median ${ck.toFixed(1)} ms, ` +
        `unknown address median ${cu.toFixed(1)} ms, ratio unknown/member ${(cu / ck).toFixed(2)} ` +
        `(mail to the outbox; with SMTP_URL it is handed over in the background: the member's answer does not wait for the SMTP server)`,
    );
  } finally {
    await server.close();
  }
}

await main();
