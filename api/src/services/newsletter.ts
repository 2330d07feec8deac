import type { Language } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import type { Rate } from '../limits';
import { queueMail } from '../mail/outbox';
import { newsletterConfirmMail } from '../mail/texts';
import { hit } from './throttle';
import { normalizeEmail, type AuthUser } from './users';

/**
 * Newsletter subscriptions, double opt-in: an address counts as subscribed (staff list and export it) once its owner
 * has confirmed the link mailed to it, or subscribed signed in to an account whose email is that address, confirmed.
 */

/** The confirmation mails' counter per email (NEWSLETTER_MAIL_LIMIT). */
const MAIL_BUCKET = 'newsletterMailsPerEmail';

/**
 * Records a subscription. The caller answers the same whatever happens here (new, known, confirmed or not, past the
 * mail limit), so the form tells nobody who subscribes. An address not confirmed yet is mailed a confirmation link,
 * again at each sign-up while unconfirmed (only the newest link works), at most NEWSLETTER_MAIL_LIMIT an hour.
 */
export async function subscribe(
  db: Db,
  shop: { id: number; name: string },
  mailsPerEmail: Rate,
  user: AuthUser | null,
  body: { email: string; language?: Language },
): Promise<void> {
  const email = normalizeEmail(body.email);
  await db.transaction(async (tx) => {
    // The account's own confirmed address needs no link: its owner proved the mailbox already.
    const { rows: accounts } = user
      ? await tx.query<{ confirmed: boolean }>(
          'select email_verified_at is not null as confirmed from users where id = $1 and email = $2',
          [user.id, email],
        )
      : { rows: [] };
    const byAccount = accounts[0]?.confirmed === true;
    const { rows } = await tx.query<{ id: number; confirmed: boolean }>(
      `insert into newsletter_subscriptions (shop_id, email, confirmed_at) values ($1, $2, case when $3::boolean then now() end)
       on conflict (shop_id, email) do update set confirmed_at = coalesce(newsletter_subscriptions.confirmed_at, excluded.confirmed_at)
       returning id, confirmed_at is not null as confirmed`,
      [shop.id, email, byAccount],
    );
    const subscription = rows[0] as { id: number; confirmed: boolean };
    if (subscription.confirmed) {
      await tx.query('update newsletter_subscriptions set confirm_token_hash = null where id = $1', [subscription.id]);
      return;
    }
    if (!(await hit(tx, MAIL_BUCKET, `${shop.id}:${email}`, mailsPerEmail)).allowed) return;
    const token = newToken();
    await tx.query('update newsletter_subscriptions set confirm_token_hash = $2 where id = $1', [subscription.id, hashToken(token)]);
    const language = body.language ?? user?.language ?? 'fr';
    await queueMail(tx, shop.id, newsletterConfirmMail({ to: email, language, shopName: shop.name, token }));
  });
}

/**
 * The confirmation link's page, on a button press: the address counts as subscribed from now on. The token works
 * once; a used, replaced or unknown one is a 400 `invalid_token` on `token`.
 */
export async function confirmSubscription(db: Db, shopId: number, token: string): Promise<void> {
  const { rows } = await db.query(
    `update newsletter_subscriptions set confirmed_at = coalesce(confirmed_at, now()), confirm_token_hash = null
     where shop_id = $1 and confirm_token_hash = $2 returning id`,
    [shopId, hashToken(token)],
  );
  if (rows.length === 0) throw new ApiError(400, 'invalid_token', 'This link is not valid any more: it was already used, or a newer one was mailed.', 'token');
}
