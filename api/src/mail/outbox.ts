import type { Db } from '../db/db';

/** A mail to send: plain text, in the recipient's language. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change the mail is about: the mail then exists
 * exactly when the change does, and the mailer sends it after the commit.
 */
export async function queueMail(db: Db, shopId: number, mail: OutgoingMail): Promise<void> {
  // `.invalid` is reserved and never delivered (RFC 2606): the address of an order whose customer deleted their
  // account. A step taken on such an order since (a return refunded, a status) has nobody to tell.
  if (/\.invalid$/i.test(mail.to)) return;
  await db.query('insert into mail_outbox (shop_id, to_address, subject, body_text) values ($1, $2, $3, $4)', [
    shopId,
    mail.to,
    mail.subject,
    mail.text,
  ]);
}
