import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { fail } from './errors';
import { recordOutgoing } from './outbox.repo';
import type { SmsProvider } from './sms/sms';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, kept in the outbox for development and tests. */
  code?: string;
  /** Extra headers (the one-click unsubscribe of RFC 8058); sent over SMTP, not kept in the outbox. */
  headers?: Record<string, string>;
}

/** Delivers e-mail (and SMS through the same outbox default). */
export interface Mailer {
  sendMail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
  /**
   * Hands a mail over without making the caller wait for the mail server: for answers that must not
   * differ, in time or in outcome, between an address with an account and one without (a code to reset a
   * password goes to members only). Resolves once the mail is queued (SMTP) or written (outbox); a failed
   * delivery is reported through `onBackgroundError`, not to the caller. Mailers without it send at once.
   */
  sendMailInBackground?(message: OutgoingMessage): Promise<void>;
}

/**
 * With SMTP_URL, mail goes out through nodemailer; without it, to the outbox table. Texts go through the
 * SMS provider (SMS_PROVIDER: Aliyun or Tencent Cloud), without one to the outbox. Outside production a
 * copy of what was delivered is kept in the outbox too, so `/debug` and the tests can read codes.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  keepCopy: boolean;
  /** Longest wait for the connection, the greeting and each answer of the SMTP server (SMTP_TIMEOUT_MS). */
  timeoutMs: number;
  /** Where a failed background delivery is reported (default: a process warning, without the address). */
  onBackgroundError?: (error: unknown) => void;
  /** Sends texts; without it they stay in the outbox. */
  sms?: SmsProvider;
}): Mailer {
  // nodemailer's own defaults wait 2 minutes for a connection and 30 s for a greeting: a silent server
  // would hold the member's request that long. Each step gets the configured time instead.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: opts.timeoutMs,
        greetingTimeout: opts.timeoutMs,
        socketTimeout: opts.timeoutMs,
      })
    : null;
  const record = (channel: 'email' | 'sms', m: OutgoingMessage, delivered: boolean) =>
    recordOutgoing(opts.db, { channel, to: m.to, subject: m.subject, text: m.text, code: m.code, delivered });
  const sendMail = async (message: OutgoingMessage) => {
    if (transport) {
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch {
        throw fail.code(503, 0, 'Mail could not be sent, please try again later');
      }
      if (opts.keepCopy) await record('email', message, true);
      return;
    }
    await record('email', message, false);
  };
  const onBackgroundError =
    opts.onBackgroundError ??
    ((error: unknown) =>
      process.emitWarning(`a mail sent in the background failed: ${(error as Error)?.message ?? error}`));
  return {
    sendMail,
    async sendMailInBackground(message) {
      // The outbox is a local insert: written before the answer, so /debug and the tests see it at once.
      if (!transport) return sendMail(message);
      void sendMail(message).catch(onBackgroundError);
    },
    async sendSms(message) {
      if (!opts.sms) return void (await record('sms', message, false));
      try {
        await opts.sms.send({ to: message.to, code: message.code ?? '', text: message.text });
      } catch {
        throw fail.code(503, 0, 'The text message could not be sent, please try again later');
      }
      if (opts.keepCopy) await record('sms', message, true);
    },
  };
}
