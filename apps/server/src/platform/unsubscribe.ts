import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailNotifications } from '@yuanfen/contract';

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
 * One-click unsubscribe links (RFC 8058): `<member>.<kind>.<HMAC>` signed with a server secret shared by
 * every node, so a link works without signing in and cannot be made for another member or kind. A link
 * does not expire: it only ever turns one choice off, which the member can turn on again.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private signature(userId: number, kind: MailKind): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);
  }

  token(userId: number, kind: MailKind): string {
    return `${userId}.${kind}.${this.signature(userId, kind)}`;
  }

  /** The member and the kind a token names, when its signature holds; undefined for anything else. */
  verify(token: string): { userId: number; kind: MailKind } | undefined {
    const [id, kind, signature] = token.split('.');
    const userId = Number(id);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return undefined;
    if (!MAIL_KINDS.includes(kind as MailKind)) return undefined;
    const expected = Buffer.from(this.signature(userId, kind as MailKind));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId, kind: kind as MailKind };
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
