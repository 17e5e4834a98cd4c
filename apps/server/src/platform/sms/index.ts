import type { SmsConfig } from '../../config';
import { AliyunSms } from './aliyun';
import type { SmsProvider } from './sms';
import { TencentSms } from './tencent';

export type { SmsProvider } from './sms';

/** The adapter of the configured provider. */
export function createSmsProvider(config: SmsConfig): SmsProvider {
  if (config.provider === 'aliyun') {
    const { provider: _p, ...settings } = config;
    return new AliyunSms(settings);
  }
  const { provider: _p, ...settings } = config;
  return new TencentSms(settings);
}
