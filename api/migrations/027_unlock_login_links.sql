-- The link mailed to an account's owner when its sign-ins are under attack (login?unlock=…) is a single-use token
-- like the others: only its digest is stored.
alter table user_tokens drop constraint user_tokens_purpose_check;
alter table user_tokens add constraint user_tokens_purpose_check check (purpose in ('verify_email', 'reset_password', 'unlock_login'));
