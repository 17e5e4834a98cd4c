import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message an SMS fake accepted. */
export interface FakeSms {
  phone: string;
  sign: string;
  template: string;
  params: string[];
}

async function listen(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: http.ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** RFC 3986, as Aliyun's documentation spells it: everything but A–Z a–z 0–9 - _ . ~ is %XX. */
const rfc3986 = (value: string) =>
  Array.from(new TextEncoder().encode(value))
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * A stand-in for Aliyun Dysmsapi's RPC API: `Action=SendSms` as a form POST, checked like Aliyun checks
 * it: the access key, HMAC-SHA1 signature version 1.0 over the sorted parameters, a fresh nonce, a
 * timestamp within 15 minutes. Answers `{ Code: "OK" }` or Aliyun's error codes.
 */
export async function startFakeAliyunSms(account: { accessKeyId: string; accessKeySecret: string }) {
  const sent: FakeSms[] = [];
  const nonces = new Set<string>();
  const server = await listen((req, body, res) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const requestId = randomBytes(8).toString('hex');
    const refuse = (status: number, code: string, message: string) =>
      json(res, status, { RequestId: requestId, Code: code, Message: message });
    if (req.method !== 'POST' || params.Action !== 'SendSms')
      return refuse(400, 'InvalidAction', 'Specified api is not valid');
    if (params.AccessKeyId !== account.accessKeyId)
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0' || params.Version !== '2017-05-25')
      return refuse(400, 'MissingParameter', 'The signature method, its version or the API version is wrong');
    const { Signature: signature, ...signed } = params;
    const canonical = Object.keys(signed)
      .sort()
      .map((k) => `${rfc3986(k)}=${rfc3986(signed[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', `${account.accessKeySecret}&`)
      .update(`POST&${rfc3986('/')}&${rfc3986(canonical)}`)
      .digest('base64');
    if (signature !== expected)
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    if (!params.SignatureNonce || nonces.has(params.SignatureNonce))
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(params.SignatureNonce);
    const time = Date.parse(params.Timestamp ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? '') || Math.abs(Date.now() - time) > 15 * 60_000)
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    if (!/^\d{5,15}$/.test(params.PhoneNumbers ?? '')) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    let templateParams: Record<string, string>;
    try {
      templateParams = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
    } catch {
      return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法');
    }
    sent.push({
      phone: params.PhoneNumbers!,
      sign: params.SignName ?? '',
      template: params.TemplateCode ?? '',
      params: Object.values(templateParams),
    });
    return json(res, 200, { RequestId: requestId, BizId: `${Date.now()}^0`, Code: 'OK', Message: 'OK' });
  });
  return { ...server, endpoint: server.url, sent };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * A stand-in for Tencent Cloud SMS API 3.0 (`SendSms`, 2021-01-11): it rebuilds the TC3-HMAC-SHA256
 * canonical request from what it received (content-type and host headers, the body's hash), checks the
 * credential scope and a timestamp within 5 minutes, and answers like Tencent Cloud.
 */
export async function startFakeTencentSms(account: { secretId: string; secretKey: string; appId: string }) {
  const sent: FakeSms[] = [];
  const server = await listen((req, body, res) => {
    const requestId = randomBytes(8).toString('hex');
    const error = (code: string, message: string) =>
      json(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    const [, secretId, date, signedHeaders, signature] = auth;
    if (secretId !== account.secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
      return error('AuthFailure.SignatureExpire', 'Signature expired.');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return error('AuthFailure.SignatureFailure', 'The credential date does not match the timestamp.');
    const headerLines = signedHeaders!
      .split(';')
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonical = ['POST', '/', '', headerLines, signedHeaders, sha256(body)].join('\n');
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/sms/tc3_request`, sha256(canonical)].join(
      '\n',
    );
    const key = hmac(hmac(hmac(`TC3${account.secretKey}`, date!), 'sms'), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature)
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
      return error('InvalidAction', 'The action or version is not valid.');
    const payload = JSON.parse(body) as {
      PhoneNumberSet?: string[];
      SmsSdkAppId?: string;
      SignName?: string;
      TemplateId?: string;
      TemplateParamSet?: string[];
    };
    if (payload.SmsSdkAppId !== account.appId)
      return error('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId verify fail.');
    const phone = payload.PhoneNumberSet?.[0] ?? '';
    if (!/^\+\d{6,16}$/.test(phone))
      return error('InvalidParameterValue.IncorrectPhoneNumber', 'Incorrect phone number.');
    sent.push({
      phone,
      sign: payload.SignName ?? '',
      template: payload.TemplateId ?? '',
      params: payload.TemplateParamSet ?? [],
    });
    return json(res, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: randomBytes(8).toString('hex'),
            PhoneNumber: phone,
            Fee: 1,
            SessionContext: '',
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          },
        ],
        RequestId: requestId,
      },
    });
  });
  return { ...server, endpoint: server.url, sent };
}
