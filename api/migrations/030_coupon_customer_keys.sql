-- Per-customer coupon limits count a confirmed mailbox, not an account or a typed email (services/coupons.ts). Until
-- now a use was counted by the account or a normalised email (`email_key`), and the erasure of an account rewrote that
-- email: registering again, a new guest email or a dot in a Gmail address gave the code once more. A use now keeps a
-- customer key, HMAC-SHA256 of the mailbox under a secret of the API instances (`server_secrets`, 'coupon_customer'),
-- which the erasure leaves in place (the privacy texts say so); `email_key` goes, as nothing reads it any more.

-- The secret, made here when no instance made it yet: 32 bytes digested from two random UUIDs (gen_random_uuid draws
-- from the server's strong random source; 244 random bits), stored as base64url like the ones Node makes.
insert into server_secrets (name, value)
values (
  'coupon_customer',
  rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '+/', '-_'), '=')
)
on conflict (name) do nothing;

-- HMAC-SHA256 (RFC 2104) from PostgreSQL's sha256(), for the existing uses only (no pgcrypto on PGlite); dropped below.
create function coupon_hmac_030(key bytea, message bytea) returns bytea language plpgsql immutable as $$
declare
  padded bytea := key || decode(repeat('00', 64 - length(key)), 'hex');
  inner_pad bytea := padded;
  outer_pad bytea := padded;
begin
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(padded, i) # 54); -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(padded, i) # 92); -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end
$$;

alter table coupon_redemptions add column customer_key text;

-- Existing uses keep counting for the mailbox they were counted for: `email_key` was trimmed, lower case and without
-- `+tag` already (by the API before 030); Gmail's rule is added (no dots, googlemail.com is gmail.com), as couponMailbox
-- does. Uses of erased accounts ('erased:…') name no mailbox and stay without a key.
update coupon_redemptions r
set customer_key = rtrim(translate(encode(coupon_hmac_030(
    decode(rpad(translate(s.value, '-_', '+/'), ((length(s.value) + 3) / 4) * 4, '='), 'base64'),
    convert_to(
      case when substring(r.email_key from '@([^@]*)$') in ('gmail.com', 'googlemail.com')
        then replace(substring(r.email_key from '^(.*)@[^@]*$'), '.', '') || '@gmail.com'
        else r.email_key end,
      'UTF8')
  ), 'base64'), '+/', '-_'), '=')
from server_secrets s
where s.name = 'coupon_customer' and r.email_key not like 'erased:%';

drop function coupon_hmac_030(bytea, bytea);

alter table coupon_redemptions drop column email_key;
create index coupon_redemptions_customer_idx on coupon_redemptions (coupon_id, customer_key) where customer_key is not null;

-- The privacy texts (legal-information page) say what is kept and why. Shops still on the shipped text get the
-- paragraph before the one on their rights; a text staff rewrote has no such anchor and is left for staff to complete.
update company_settings
set legal_fr = replace(legal_fr, '<p>Conformément au règlement général',
  '<p><strong>Codes promo limités par client</strong> : ces codes sont réservés aux clients connectés dont l''adresse email est confirmée. Pour chaque commande qui en utilise un, nous conservons une empreinte de votre adresse email (un condensat HMAC-SHA256 calculé avec une clé secrète de la boutique, dont l''adresse ne peut pas être lue ; une adresse Gmail y est prise sans ses points ni son « +étiquette »). Elle sert uniquement à compter vos utilisations de ces codes, sur la base de l''intérêt légitime de la boutique à faire respecter ses offres. Elle n''est pas effacée avec votre compte, afin qu''un code à usage unique ne puisse pas resservir en ouvrant un nouveau compte, et elle est conservée aussi longtemps que la commande à laquelle elle se rapporte.</p><p>Conformément au règlement général')
where strpos(legal_fr, '<p>Conformément au règlement général') > 0 and strpos(legal_fr, 'Codes promo limités par client') = 0;
update company_settings
set legal_en = replace(legal_en, '<p>Under the General Data Protection Regulation',
  '<p><strong>Coupon codes limited per customer</strong>: these codes are for signed-in customers whose email address is confirmed. For each order that uses one, we keep a fingerprint of your email address (an HMAC-SHA256 digest computed with a secret key of the shop, from which the address cannot be read; a Gmail address is taken without its dots or its “+tag”). It is used only to count your uses of these codes, on the basis of the shop''s legitimate interest in enforcing its offers. It is not erased with your account, so that a single-use code cannot be used again by opening a new account, and it is kept as long as the order it relates to.</p><p>Under the General Data Protection Regulation')
where strpos(legal_en, '<p>Under the General Data Protection Regulation') > 0 and strpos(legal_en, 'Coupon codes limited per customer') = 0;
