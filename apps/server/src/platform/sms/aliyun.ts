import { createHmac, randomUUID } from 'node:crypto';
import { e164, SmsError, type SmsMessage, type SmsProvider } from './sms';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com unless a test points it at a fake. */
  endpoint: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature requires (`encodeURIComponent` leaves !'()* alone). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Aliyun's RPC signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): the sorted, encoded query
 * string, prefixed with the method and the encoded "/", keyed with the secret plus "&", base64.
 */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Aliyun Dysmsapi `SendSms` (version 2017-05-25) with the code as the template's `code` parameter. */
export class AliyunSms implements SmsProvider {
  readonly name = 'aliyun' as const;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const number = e164(message.to);
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      // Mainland numbers go without the country code; others with it and without the plus.
      PhoneNumbers: number.startsWith('+86') ? number.slice(3) : number.slice(1),
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: this.now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSignature('POST', params, this.config.accessKeySecret);
    const body = `Signature=${percentEncode(signature)}&${Object.entries(params)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&')}`;
    let reply: { Code?: string; Message?: string };
    try {
      const res = await fetch(`${this.config.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      reply = (await res.json()) as typeof reply;
    } catch (error) {
      throw new SmsError(`Aliyun SMS could not be reached: ${(error as Error).message}`);
    }
    if (reply.Code !== 'OK') throw new SmsError(`Aliyun SMS refused the message: ${reply.Code} ${reply.Message ?? ''}`);
  }
}
