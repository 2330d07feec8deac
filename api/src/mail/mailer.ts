import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { periodicJob } from '../plugins/metrics';

/** Where mails go when no SMTP server is configured: one .eml file per mail, readable with any mail client. */
export const DEFAULT_MAIL_DIR = path.resolve(__dirname, '../../data/mail');

const BATCH = 20;
/** How long a claimed mail is left to its sender before another pass may take it again (MAIL_LEASE_SECONDS). */
const DEFAULT_LEASE_SECONDS = 300;
/** Retry delays after a failed send, in seconds; after the last one the mail waits an hour between attempts. */
const RETRY_SECONDS = [30, 120, 600, 1800];

export interface MailerOptions {
  db: Db;
  /** An SMTP URL (smtp://user:pass@host:587, smtps://…): mails are sent there. */
  smtpUrl?: string;
  /** Without smtpUrl, the folder the .eml files are written to. */
  mailDir?: string;
  from: string;
  /** How often the outbox is read, in ms. */
  intervalMs?: number;
  /** How long a pass keeps the mails it claimed before another pass may send them (a sender that died). */
  leaseSeconds?: number;
  log?: { info(message: string): void; error(message: string): void };
}

/** Where a node that runs the jobs sends mail (SMTP_URL, MAIL_DIR, MAIL_FROM, MAIL_LEASE_SECONDS). */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<MailerOptions, 'db' | 'log' | 'intervalMs'> {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailDir = env.MAIL_DIR?.trim() || undefined;
  // On a shared database the folder would be one node's disk, and the mails in it marked sent for all: nobody reads
  // them. Locally (the embedded database) it is the mailbox the README points to.
  if (env.DATABASE_URL && !smtpUrl && !mailDir) {
    throw new Error(
      'DATABASE_URL is set but neither SMTP_URL nor MAIL_DIR: set SMTP_URL (smtp://user:pass@host:587) to send the mail outbox, ' +
        'or MAIL_DIR to write each mail to that folder and mark it sent (on purpose only); an api node may instead run with JOBS=off and leave the mail to the worker.',
    );
  }
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, not "${smtpUrl}".`);
  const lease = env.MAIL_LEASE_SECONDS?.trim();
  if (lease && !/^[1-9]\d*$/.test(lease)) throw new Error(`MAIL_LEASE_SECONDS must be a whole number of seconds, not "${lease}".`);
  return {
    smtpUrl,
    mailDir,
    from: env.MAIL_FROM ?? 'Librairie Lumière <no-reply@librairie-lumiere.fr>',
    leaseSeconds: lease ? Number(lease) : undefined,
  };
}

export interface Mailer {
  /** Sends what is due now; answers how many were sent. Runs one pass at a time. */
  flush(): Promise<number>;
  /** Reads the outbox every interval from now on. */
  start(): void;
  stop(): Promise<void>;
  /** Where mails go, for the start-up log. */
  readonly destination: string;
}

interface PendingMail {
  id: number;
  created_at: Date | string;
  to_address: string;
  subject: string;
  body_text: string;
  attempts: number;
}

/**
 * Sends the outbox. Each pass claims due mails with `for update skip locked`, so several API instances on one
 * PostgreSQL never claim the same mail; a failed send is retried later with a growing delay, and its error kept.
 */
export function createMailer({ db, smtpUrl, mailDir = DEFAULT_MAIL_DIR, from, intervalMs = 2000, leaseSeconds = DEFAULT_LEASE_SECONDS, log }: MailerOptions): Mailer {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(mail: PendingMail): Promise<void> {
    // One Message-ID per outbox row: a mail sent again after a crash (at least once) is the same message to the
    // receiving servers, and as a file it overwrites itself.
    const info = await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.body_text, messageId: `<outbox-${mail.id}.${new Date(mail.created_at).getTime()}@${domain}>` });
    if (!smtpUrl) {
      await mkdir(mailDir, { recursive: true });
      const safeAddress = mail.to_address.replace(/[^a-z0-9@._-]/gi, '_');
      await writeFile(path.join(mailDir, `${String(mail.id).padStart(6, '0')}-${safeAddress}.eml`), (info as { message: Buffer }).message);
    }
  }

  async function pass(): Promise<number> {
    // Claim the due mails for a while (a lease) in one short statement, then send outside any transaction: an
    // embedded database serves one transaction at a time, and SMTP can be slow. A crash mid-send lets the lease
    // run out and the mail is sent again (at least once, never lost).
    const { rows } = await db.query<PendingMail>(
      `update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
       where id in (
         select id from mail_outbox where sent_at is null and next_attempt_at <= now()
         order by id limit ${BATCH} for update skip locked
       )
       returning id, created_at, to_address, subject, body_text, attempts`,
    );
    let sent = 0;
    for (const mail of rows.sort((a, b) => a.id - b.id)) {
      try {
        await deliver(mail);
        await db.query('update mail_outbox set sent_at = now(), last_error = null where id = $1', [mail.id]);
        sent += 1;
      } catch (error) {
        const delay = RETRY_SECONDS[mail.attempts - 1] ?? 3600;
        const message = error instanceof Error ? error.message : String(error);
        await db.query('update mail_outbox set last_error = $2, next_attempt_at = now() + make_interval(secs => $3) where id = $1', [
          mail.id,
          message.slice(0, 500),
          delay,
        ]);
        log?.error(`mail ${mail.id} to ${mail.to_address} not sent (attempt ${mail.attempts}): ${message}`);
      }
    }
    return sent;
  }

  const periodic = periodicJob('mail_outbox', pass, { intervalMs, log });
  const mailer: Mailer = {
    destination: smtpUrl ? `SMTP ${new URL(smtpUrl).host}` : mailDir,
    flush: periodic.run,
    start: periodic.start,
    async stop() {
      await periodic.stop();
      transport.close();
    },
  };
  return mailer;
}
