import fs from 'node:fs';
import path from 'node:path';
import { mailDir } from './servers';

/**
 * The link of `route` in the newest mail the API wrote for `address` (its .eml outbox files), waiting up to
 * `timeoutMs` for the mailer's next pass. Answered as a path, to open on the test's own base URL.
 */
export async function mailedLink(
  address: string,
  route: '/verify-email' | '/reset-password' | '/stock-alert-cancel' | '/confirm/stock-alert' | '/confirm/newsletter',
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  const pattern = new RegExp(`http://localhost:3000(${route}\\?token=[A-Za-z0-9_-]+)`);
  while (Date.now() < until) {
    const files = fs.readdirSync(mailDir()).filter((file) => file.endsWith(`-${address}.eml`)).sort().reverse();
    for (const file of files) {
      // Quoted-printable may wrap long lines with "=\n": unwrap before looking for the link.
      const text = fs.readFileSync(path.join(mailDir(), file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = pattern.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail with a ${route} link for ${address} within ${timeoutMs} ms`);
}

/** A mail's text as written (quoted-printable soft breaks joined and its =XX bytes decoded as UTF-8). */
function decodedMail(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = /^=([0-9A-F]{2})/.exec(unwrapped.slice(index, index + 3));
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** How many of the mails written so far to `address` hold `text` (for `expect.poll`: the mailer works in passes). */
export function mailsWith(address: string, text: string): number {
  const files = fs.readdirSync(mailDir()).filter((file) => file.endsWith(`-${address}.eml`));
  return files.filter((file) => decodedMail(fs.readFileSync(path.join(mailDir(), file), 'utf8')).includes(text)).length;
}

/** Whether a mail to `address` holding `text` was written within `timeoutMs` (the mailer works in passes). */
export async function mailWith(address: string, text: string, timeoutMs = 15_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = fs.readdirSync(mailDir()).filter((file) => file.endsWith(`-${address}.eml`));
    if (files.some((file) => decodedMail(fs.readFileSync(path.join(mailDir(), file), 'utf8')).includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
