import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailNotifications } from '@yuanfen/contract';
import { KeyRing } from './key-ring';

/** A kind of mail a member may turn off: one of their e-mail choices (spec §3). */
export type MailKind = keyof EmailNotifications;
export const MAIL_KINDS: readonly MailKind[] = [
  'likes',
  'visitors',
  'friendships',
  'messages',
  'promotions',
  'billing',
];

/**
 * One-click unsubscribe links (RFC 8058): `<member>.<kind>.<HMAC>` signed with a server key shared by
 * every node, so a link works without signing in and cannot be made for another member or kind. A link
 * does not expire: it only ever turns one choice off, which the member can turn on again. The key is a
 * ring `rotate-keys unsubscribe` turns over (decision 67): after a rotation, links in mails already sent
 * keep working for `KEY_ROTATION_GRACE_HOURS`, then are refused like forged ones.
 */
export class UnsubscribeLinks {
  private readonly ring: KeyRing;

  constructor(
    secret: string | KeyRing,
    private readonly publicUrl: string,
  ) {
    this.ring = typeof secret === 'string' ? KeyRing.fixed(secret) : secret;
  }

  private signature(secret: string, userId: number, kind: MailKind): string {
    return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);
  }

  token(userId: number, kind: MailKind): string {
    return `${userId}.${kind}.${this.signature(this.ring.current().secret, userId, kind)}`;
  }

  /** The member and the kind a token names, when its signature holds; undefined for anything else. */
  async verify(token: string): Promise<{ userId: number; kind: MailKind } | undefined> {
    const [id, kind, signature] = token.split('.');
    const userId = Number(id);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return undefined;
    if (!MAIL_KINDS.includes(kind as MailKind)) return undefined;
    const given = Buffer.from(signature);
    const signed = await this.ring.verifiesAny((secret) => {
      const expected = Buffer.from(this.signature(secret, userId, kind as MailKind));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return signed ? { userId, kind: kind as MailKind } : undefined;
  }

  url(userId: number, kind: MailKind): string {
    return `${this.publicUrl.replace(/\/+$/, '')}/v1/mail/unsubscribe?token=${encodeURIComponent(this.token(userId, kind))}`;
  }

  /** The headers that let mail clients show "Unsubscribe" and turn the kind off with one POST. */
  headers(userId: number, kind: MailKind): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(userId, kind)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
