import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../test/fake-smtp';
import { createTestApp } from '../test/harness';
import { randomIp, uniqueName } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp(() => ({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } }), createTestApp);

describe('mail delivery with SMTP_URL', () => {
  it('sends the sign-up code over SMTP to the address, with the code in the text', async () => {
    const email = `${uniqueName('mail')}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/verify',
      payload: { email, purpose: 'register' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail, 'a mail reached the SMTP server').toBeDefined();
    expect(mail!.raw).toContain('Subject: Your Yuanfen sign-up code');
    const outbox = await t.app.inject({ method: 'GET', url: `/v1/debug/outbox?to=${encodeURIComponent(email)}` });
    const { code } = outbox.json<{ data: { code: string }[] }>().data[0]!;
    expect(mail!.raw).toContain(`Your Yuanfen code is ${code}`);
  });

  it('answers an error without a 5xx leak when the SMTP server refuses, and sends nothing twice', async () => {
    const down = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/v1/verify',
        payload: { email: `${uniqueName('down')}@example.test`, purpose: 'register' },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 0, message: 'Mail could not be sent, please try again later' });
    } finally {
      await down.close();
    }
  });

  // A server that accepts the connection and never says a word: the request must not wait for
  // nodemailer's own 30 s greeting time-out (the test's 20 s limit would fail first).
  it(
    'gives up on a silent SMTP server after SMTP_TIMEOUT_MS and answers the same error',
    { timeout: 20_000 },
    async () => {
      const sockets = new Set<net.Socket>();
      const silent = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const app = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpTimeoutMs: 500 } });
      try {
        const res = await app.app.inject({
          method: 'POST',
          url: '/v1/verify',
          payload: { email: `${uniqueName('silent')}@example.test`, purpose: 'register' },
          remoteAddress: randomIp(),
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 0, message: 'Mail could not be sent, please try again later' });
        expect(sockets.size).toBe(1);
      } finally {
        await app.close();
        for (const socket of sockets) socket.destroy();
        await new Promise((done) => silent.close(done));
      }
    },
  );
});
