import type { AuthResponse } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { operatorSetting } from '../../operator-commands';
import { api, createApiTestApp, requestCode, rowCount } from '../../test/account-helpers';
import { SIGN_UP_FACTS, uniqueName } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ config: { edition: 'cn' } });

const codeRequired = { code: 400001, errors: { code: 'Code Can not be empty' } };

describe('China edition: sign-up verified by code', () => {
  it('refuses a sign-up without a code with "Code Can not be empty" and creates nobody', async () => {
    const before = await rowCount(t.app, users);
    const name = uniqueName('cn');
    const res = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: `${name}@example.test`,
      name,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...codeRequired, message: 'Code Can not be empty' });
    expect(await rowCount(t.app, users)).toBe(before);
  });

  it.each([['abcdef'], ['12 34 56'], ['99999'], ['100000000'], [''], [99999], [12.5], [-123456]])(
    'refuses the code %j with "Code Can not be empty"',
    async (code) => {
      const name = uniqueName('cn');
      const res = await api(t.app).post('/v1/register', {
        ...SIGN_UP_FACTS,
        phone: '+86 138 0000 0001',
        name,
        password: 'secret123',
        code,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(codeRequired);
    },
  );

  it('refuses a well-formed but wrong code with 400003', async () => {
    const name = uniqueName('cn');
    const res = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      email: `${name}@example.test`,
      name,
      password: 'secret123',
      code: '123456',
    });
    expect(res.json()).toMatchObject({ code: 400003 });
  });

  it('signs up with the SMS code, in Chinese, with the phone verified', async () => {
    const phone = `+86 139 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const code = await requestCode(t.app, { phone, purpose: 'register' });
    const name = uniqueName('cn');
    const res = await api(t.app).post('/v1/register', {
      ...SIGN_UP_FACTS,
      phone,
      name,
      password: 'secret123',
      code: Number(code),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AuthResponse>().me).toMatchObject({ name, language: 'zh', phone_verified: 1, email: null });
  });
});

describe('China edition: the ICP filing number', () => {
  it('shows what the operator set with the `setting icpNumber` command in GET config, and none before', async () => {
    expect((await api(t.app).get('/v1/config')).json()).toMatchObject({ edition: 'cn', icp: null });
    expect(await operatorSetting(t.app.db, 'icpNumber', '京ICP备12345678号-1')).toBe('icpNumber = 京ICP备12345678号-1');
    expect((await api(t.app).get('/v1/config')).json()).toMatchObject({ icp: '京ICP备12345678号-1' });
    await expect(operatorSetting(t.app.db, 'icpNumber', 'x'.repeat(101))).rejects.toThrow(/at most 100/);
    expect((await api(t.app).get('/v1/config')).json()).toMatchObject({ icp: '京ICP备12345678号-1' });
  });

  it('the global edition never shows one', async () => {
    const global = await createApiTestApp();
    try {
      await operatorSetting(global.app.db, 'icpNumber', '京ICP备12345678号');
      expect((await api(global.app).get('/v1/config')).json()).toMatchObject({ edition: 'global', icp: null });
    } finally {
      await global.close();
    }
  });
});
