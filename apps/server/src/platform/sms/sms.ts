/**
 * Text messages carrying one-time codes go through an SMS provider: a pluggable interface with an
 * adapter per provider (Aliyun, Tencent Cloud), each speaking its provider's documented API. Without a
 * provider (development, tests) messages stay in the outbox (`platform/mailer.ts`).
 */
export interface SmsMessage {
  /** The phone number as the member typed it (`+86 139 …`, `13900000000`). */
  to: string;
  /** The one-time code: providers in China send templates with the code as the only parameter. */
  code: string;
  /** The whole text, for providers that send free text. */
  text: string;
}

export interface SmsProvider {
  readonly name: 'aliyun' | 'tencent';
  /** Sends one message; throws when the provider refuses it or cannot be reached. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * `+86 139-0000 0001` → `+8613900000001`. Codes are sent to the number as stored (digits with the
 * country code, `normalizePhone`); an 11-digit mainland mobile number (1xx…) without one gets +86.
 */
export function e164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (/^1\d{10}$/.test(digits)) return `+86${digits}`;
  return `+${digits}`;
}

export class SmsError extends Error {}
