import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { fail } from './errors';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, kept in the outbox for development and tests. */
  code?: string;
}

/** Delivers e-mail (and SMS through the same outbox default). */
export interface Mailer {
  sendMail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
}

/**
 * With SMTP_URL, mail goes out through nodemailer; without it, to the outbox table. SMS has no provider
 * configured yet, so it always lands in the outbox. Outside production a copy of delivered mail is kept
 * in the outbox too, so `/debug` and the tests can read codes.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  keepCopy: boolean;
  /** Longest wait for the connection, the greeting and each answer of the SMTP server (SMTP_TIMEOUT_MS). */
  timeoutMs: number;
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
    opts.db.insert(outbox).values({ channel, to: m.to, subject: m.subject, text: m.text, code: m.code, delivered });
  return {
    async sendMail(message) {
      if (transport) {
        try {
          await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
        } catch {
          throw fail.code(503, 0, 'Mail could not be sent, please try again later');
        }
        if (opts.keepCopy) await record('email', message, true);
        return;
      }
      await record('email', message, false);
    },
    async sendSms(message) {
      await record('sms', message, false);
    },
  };
}
