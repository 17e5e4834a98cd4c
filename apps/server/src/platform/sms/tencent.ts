import { createHash, createHmac } from 'node:crypto';
import { e164, SmsError, type SmsMessage, type SmsProvider } from './sms';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId. */
  appId: string;
  signName: string;
  templateId: string;
  region: string;
  /** https://sms.tencentcloudapi.com unless a test points it at a fake. */
  endpoint: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * Tencent Cloud API 3.0 signature TC3-HMAC-SHA256 over the canonical request (method, "/", empty
 * query, the content-type and host headers, the body's SHA-256), keyed by date, service and "tc3_request".
 */
export function tc3Authorization(opts: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(opts.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${opts.contentType}\nhost:${opts.host}\n`,
    signedHeaders,
    sha256(opts.payload),
  ].join('\n');
  const scope = `${date}/${opts.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(opts.timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${opts.secretKey}`, date), opts.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${opts.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Tencent Cloud SMS `SendSms` (version 2021-01-11) with the code as the template's only parameter. */
export class TencentSms implements SmsProvider {
  readonly name = 'tencent' as const;

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const payload = JSON.stringify({
      PhoneNumberSet: [e164(message.to)],
      SmsSdkAppId: this.config.appId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [message.code],
    });
    const host = new URL(this.config.endpoint).host;
    const contentType = 'application/json; charset=utf-8';
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const authorization = tc3Authorization({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host,
      contentType,
      payload,
      timestamp,
    });
    let reply: {
      Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string }[] };
    };
    try {
      const res = await fetch(`${this.config.endpoint}/`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': contentType,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': this.config.region,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      reply = (await res.json()) as typeof reply;
    } catch (error) {
      throw new SmsError(`Tencent Cloud SMS could not be reached: ${(error as Error).message}`);
    }
    const error = reply.Response?.Error;
    if (error) throw new SmsError(`Tencent Cloud SMS refused the request: ${error.Code} ${error.Message}`);
    const status = reply.Response?.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new SmsError(`Tencent Cloud SMS did not send: ${status?.Code ?? 'no status'}`);
  }
}
