import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../src/mail/mailer';
import { queueMail } from '../src/mail/outbox';
import { setupApp, type TestContext } from './helpers';

let t: TestContext;
let shopId: number;
beforeAll(async () => {
  t = await setupApp();
  const { rows } = await t.db.query<{ id: number }>(`select id from shops where slug = 'lumiere'`);
  shopId = (rows[0] as { id: number }).id;
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from mail_outbox'));

const FROM = 'Librairie Lumière <no-reply@librairie-lumiere.fr>';

/** A local SMTP server (the real protocol) that keeps what it receives, and can refuse mails. */
async function startSmtp({ refuse = false } = {}) {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuse) return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const pending = async () =>
  (await t.db.query<{ attempts: number; sent: boolean; last_error: string | null; retry_later: boolean }>(
    `select attempts, sent_at is not null as sent, last_error, next_attempt_at > now() as retry_later from mail_outbox order by id`,
  )).rows;

it('sends the outbox over SMTP once, and marks each mail sent', async () => {
  const smtp = await startSmtp();
  const mailer = createMailer({ db: t.db, smtpUrl: smtp.url, from: FROM });
  try {
    await queueMail(t.db, shopId, { to: 'lea@example.fr', subject: 'Bienvenue', text: 'Bonjour Léa, voici votre lien.' });
    await queueMail(t.db, shopId, { to: 'tom@example.com', subject: 'Welcome', text: 'Hello Tom.' });
    expect(await mailer.flush()).toBe(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['lea@example.fr'], ['tom@example.com']]);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Bienvenue/m);
    expect(smtp.received[0]?.raw).toMatch(/no-reply@librairie-lumiere\.fr/);
    expect(await mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect(await pending()).toMatchObject([
      { attempts: 1, sent: true, last_error: null },
      { attempts: 1, sent: true, last_error: null },
    ]);
  } finally {
    await mailer.stop();
    await smtp.close();
  }
});

it('keeps a refused mail with its error and retries it later, not at once', async () => {
  const smtp = await startSmtp({ refuse: true });
  const mailer = createMailer({ db: t.db, smtpUrl: smtp.url, from: FROM });
  try {
    await queueMail(t.db, shopId, { to: 'lea@example.fr', subject: 'Bienvenue', text: 'Bonjour.' });
    expect(await mailer.flush()).toBe(0);
    const [mail] = await pending();
    expect(mail).toMatchObject({ attempts: 1, sent: false, retry_later: true });
    expect(mail?.last_error).toMatch(/Mailbox unavailable/);
    // Not due yet: the next pass leaves it alone.
    expect(await mailer.flush()).toBe(0);
    expect((await pending())[0]?.attempts).toBe(1);
  } finally {
    await mailer.stop();
    await smtp.close();
  }
});

it('writes each mail as an .eml file when no SMTP server is configured', async () => {
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
  const mailer = createMailer({ db: t.db, mailDir, from: FROM });
  try {
    await queueMail(t.db, shopId, { to: 'lea@example.fr', subject: 'Réinitialisation', text: 'Ouvrez http://localhost:3000/reset-password?token=abc' });
    expect(await mailer.flush()).toBe(1);
    const files = await readdir(mailDir);
    expect(files).toEqual([expect.stringMatching(/^\d{6}-lea@example\.fr\.eml$/)]);
    const eml = await readFile(path.join(mailDir, files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: lea@example\.fr$/m);
    expect(eml).toContain('reset-password?token=abc');
  } finally {
    await mailer.stop();
    await rm(mailDir, { recursive: true, force: true });
  }
});
