import type { AuthResponse } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createApiTestApp } from '../../test/account-helpers';
import { startFakeAliyunSms, startFakeTencentSms } from '../../test/fake-sms';
import { uniqueName, SIGN_UP_FACTS } from '../../test/factories';
import { AliyunSms } from './aliyun';
import { e164, SmsError } from './sms';
import { TencentSms } from './tencent';

const aliyunAccount = { accessKeyId: 'LTAI5tFakeKeyId', accessKeySecret: 'fake/secret+with=odd*chars' };
const tencentAccount = { secretId: 'AKIDfakeSecretId', secretKey: 'fakeSecretKey', appId: '1400006666' };
let aliyun: Awaited<ReturnType<typeof startFakeAliyunSms>>;
let tencent: Awaited<ReturnType<typeof startFakeTencentSms>>;

beforeAll(async () => {
  aliyun = await startFakeAliyunSms(aliyunAccount);
  tencent = await startFakeTencentSms(tencentAccount);
});
afterAll(async () => {
  await aliyun.close();
  await tencent.close();
});

const aliyunSms = (secret = aliyunAccount.accessKeySecret) =>
  new AliyunSms({
    accessKeyId: aliyunAccount.accessKeyId,
    accessKeySecret: secret,
    signName: '缘分',
    templateCode: 'SMS_154950909',
    endpoint: aliyun.endpoint,
  });
const tencentSms = (secretKey = tencentAccount.secretKey) =>
  new TencentSms({
    ...tencentAccount,
    secretKey,
    signName: '缘分',
    templateId: '449739',
    region: 'ap-guangzhou',
    endpoint: tencent.endpoint,
  });

describe('phone numbers', () => {
  it('writes numbers as E.164, mainland China when no country code is given', () => {
    expect(e164('+86 139-0000 0001')).toBe('+8613900000001');
    expect(e164('13900000001')).toBe('+8613900000001');
    expect(e164('0085291234567')).toBe('+85291234567');
    expect(e164('8613900000001')).toBe('+8613900000001');
    expect(e164('85291234567')).toBe('+85291234567');
  });
});

describe('Aliyun SMS adapter (RPC signature HMAC-SHA1)', () => {
  it('sends the code as the template parameter; the fake accepts its signature', async () => {
    await aliyunSms().send({ to: '+86 139 0000 0001', code: '482915', text: 'Your code is 482915' });
    expect(aliyun.sent.at(-1)).toEqual({
      phone: '13900000001',
      sign: '缘分',
      template: 'SMS_154950909',
      params: ['482915'],
    });
  });

  it('keeps the country code of a number outside mainland China', async () => {
    await aliyunSms().send({ to: '+852 9123 4567', code: '111222', text: '' });
    expect(aliyun.sent.at(-1)?.phone).toBe('85291234567');
  });

  it('fails with the provider’s reason when the signature is wrong, and nothing is sent', async () => {
    const before = aliyun.sent.length;
    await expect(aliyunSms('wrong-secret').send({ to: '13900000002', code: '1', text: '' })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    expect(aliyun.sent.length).toBe(before);
  });
});

describe('Tencent Cloud SMS adapter (TC3-HMAC-SHA256)', () => {
  it('sends the code as the template parameter; the fake accepts its signature', async () => {
    await tencentSms().send({ to: '139 0000 0003', code: '730164', text: 'Your code is 730164' });
    expect(tencent.sent.at(-1)).toEqual({
      phone: '+8613900000003',
      sign: '缘分',
      template: '449739',
      params: ['730164'],
    });
  });

  it('fails with AuthFailure.SignatureFailure for a wrong key, and nothing is sent', async () => {
    const before = tencent.sent.length;
    const error = await tencentSms('wrong')
      .send({ to: '13900000004', code: '1', text: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toMatch(/AuthFailure\.SignatureFailure/);
    expect(tencent.sent.length).toBe(before);
  });
});

describe('the China edition signs up by a code sent through the SMS provider', () => {
  it('POST verify texts the code through Aliyun; register with it signs up in Chinese', async () => {
    const app = await createApiTestApp({
      config: {
        edition: 'cn',
        sms: {
          provider: 'aliyun',
          ...aliyunAccount,
          signName: '缘分',
          templateCode: 'SMS_154950909',
          endpoint: aliyun.endpoint,
        },
      },
    });
    try {
      const digits = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const res = await api(app.app).post('/v1/verify', { phone: `+86 ${digits}`, purpose: 'register' });
      expect(res.statusCode, res.body).toBe(200);
      const texted = aliyun.sent.at(-1)!;
      expect(texted.phone).toBe(digits);
      const name = uniqueName('sms');
      const signup = await api(app.app).post('/v1/register', {
        phone: `+86 ${digits}`,
        name,
        password: 'secret123',
        code: Number(texted.params[0]),
        ...SIGN_UP_FACTS,
      });
      expect(signup.statusCode, signup.body).toBe(200);
      expect(signup.json<AuthResponse>().me).toMatchObject({ name, language: 'zh', phone_verified: 1 });
    } finally {
      await app.close();
    }
  });

  it('answers 503 and texts nothing when the provider refuses', async () => {
    const app = await createApiTestApp({
      config: {
        edition: 'cn',
        sms: {
          provider: 'tencent',
          ...tencentAccount,
          secretKey: 'not-the-key',
          signName: '缘分',
          templateId: '449739',
          region: 'ap-guangzhou',
          endpoint: tencent.endpoint,
        },
      },
    });
    try {
      const res = await api(app.app).post('/v1/verify', { phone: '+86 13900000009', purpose: 'register' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'The text message could not be sent, please try again later' });
    } finally {
      await app.close();
    }
  });
});
