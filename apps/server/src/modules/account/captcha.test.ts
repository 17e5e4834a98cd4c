import { describe, expect, it } from 'vitest';
import { api, createApiTestApp, outboxOf, testClock } from '../../test/account-helpers';
import { randomIp, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock();
const t = useTestApp({ deps: { now: clock.now } });

const newEmail = () => `${uniqueName('cap')}@example.test`;
const needsCaptcha = { code: 400004, errors: { captcha: 'Please click on the validation area' } };

/** An address that already sent 3 codes without a captcha, so its next send needs one. */
async function exhaustedIp(): Promise<string> {
  const ip = randomIp();
  for (let i = 0; i < 3; i++) {
    expect((await api(t.app).post('/v1/verify', { email: newEmail(), purpose: 'register' }, {}, ip)).statusCode).toBe(
      200,
    );
  }
  return ip;
}

describe('GET captcha', () => {
  it('answers an svg image and an id, never the answer', async () => {
    const res = await api(t.app).get('/v1/captcha');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, string>>();
    expect(Object.keys(body).sort()).toEqual(['captcha_id', 'svg']);
    expect(body.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(body.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a new captcha each time', async () => {
    const a = (await api(t.app).get('/v1/captcha')).json<{ captcha_id: string }>();
    const b = (await api(t.app).get('/v1/captcha')).json<{ captcha_id: string }>();
    expect(a.captcha_id).not.toBe(b.captcha_id);
  });
});

describe('codes and captcha', () => {
  it('sends 3 codes from one address without a captcha, then asks for one (400004) and sends nothing', async () => {
    const ip = await exhaustedIp();
    const email = newEmail();
    const res = await api(t.app).post('/v1/verify', { email, purpose: 'register' }, {}, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...needsCaptcha, message: 'Please click on the validation area' });
    expect(await outboxOf(t.app, email)).toEqual([]);
    // another address is not affected
    expect((await api(t.app).post('/v1/verify', { email, purpose: 'register' })).statusCode).toBe(200);
  });

  it('lets a right captcha through, and the code arrives', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    const email = newEmail();
    const res = await api(t.app).post(
      '/v1/verify',
      { email, purpose: 'register', captcha: answer, captcha_id },
      {},
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await outboxOf(t.app, email))[0]?.code).toMatch(/^\d{6}$/);
  });

  it('takes the answer on another node than the one that drew it (two nodes, one database)', async () => {
    const other = await createApiTestApp({ database: t.database, deps: { now: clock.now } });
    try {
      const ip = randomIp();
      for (let i = 0; i < 3; i++)
        await api(other.app).post('/v1/verify', { email: newEmail(), purpose: 'register' }, {}, ip);
      const { captcha_id } = (await api(t.app).get('/v1/captcha')).json<{ captcha_id: string }>();
      // The member reads the picture drawn by the first node; a round-robin balancer sends the answer on.
      const answer = t.app.services.captcha.peek(captcha_id)!;
      const email = newEmail();
      const res = await api(other.app).post(
        '/v1/verify',
        { email, purpose: 'register', captcha: answer, captcha_id },
        {},
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await outboxOf(other.app, email))[0]?.code).toMatch(/^\d{6}$/);
    } finally {
      await other.close();
    }
  });

  it('takes the answer regardless of case', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    const res = await api(t.app).post(
      '/v1/verify',
      { email: newEmail(), purpose: 'register', captcha: ` ${answer.toUpperCase()} `, captcha_id },
      {},
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a wrong answer with 400004', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    const email = newEmail();
    const wrong = answer === 'zzzz' ? 'yyyy' : 'zzzz';
    const res = await api(t.app).post('/v1/verify', { email, purpose: 'register', captcha: wrong, captcha_id }, {}, ip);
    expect(res.json()).toMatchObject(needsCaptcha);
    expect(await outboxOf(t.app, email)).toEqual([]);
  });

  it('refuses an answer without its captcha id, or with an unknown id', async () => {
    const ip = await exhaustedIp();
    const { answer } = await t.app.services.captcha.create();
    for (const extra of [{}, { captcha_id: '00000000-0000-0000-0000-000000000000' }]) {
      const res = await api(t.app).post(
        '/v1/verify',
        { email: newEmail(), purpose: 'register', captcha: answer, ...extra },
        {},
        ip,
      );
      expect(res.json()).toMatchObject(needsCaptcha);
    }
  });

  it('takes a captcha once: the same id and answer are refused the second time', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    const first = await api(t.app).post(
      '/v1/verify',
      { email: newEmail(), purpose: 'register', captcha: answer, captcha_id },
      {},
      ip,
    );
    expect(first.statusCode).toBe(200);
    const email = newEmail();
    const second = await api(t.app).post(
      '/v1/verify',
      { email, purpose: 'register', captcha: answer, captcha_id },
      {},
      ip,
    );
    expect(second.json()).toMatchObject(needsCaptcha);
    expect(await outboxOf(t.app, email)).toEqual([]);
  });

  it('spends a captcha on a wrong answer, so it cannot be guessed', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    const wrong = answer === 'zzzz' ? 'yyyy' : 'zzzz';
    await api(t.app).post('/v1/verify', { email: newEmail(), purpose: 'register', captcha: wrong, captcha_id }, {}, ip);
    const res = await api(t.app).post(
      '/v1/verify',
      { email: newEmail(), purpose: 'register', captcha: answer, captcha_id },
      {},
      ip,
    );
    expect(res.json()).toMatchObject(needsCaptcha);
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const ip = await exhaustedIp();
    const { captcha_id, answer } = await t.app.services.captcha.create();
    clock.advance(5 * 60_000 + 1_000);
    const res = await api(t.app).post(
      '/v1/verify',
      { email: newEmail(), purpose: 'register', captcha: answer, captcha_id },
      {},
      ip,
    );
    expect(res.json()).toMatchObject(needsCaptcha);
  });
});
