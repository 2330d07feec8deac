import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { isLoggedIn, useRootStore } from '@bookshop/store';
import { preloadModule, RemoteSlot, UserIcon } from '@bookshop/ui';
import { shellMessages } from '../../messages';
import { isPlainPress } from './plain-press';

const MENU = 'account/profile-menu';

/**
 * The shell's account button, in the page's HTML: a link to the login page, which serves before any script and for
 * opening it in a new tab. Once the page runs, a press mounts the account remote's menu, open; the pointer or the focus
 * reaching it starts loading that menu.
 */
function AccountButton({ onPress }: { onPress?: () => void }) {
  const t = useT(shellMessages);
  const preload = () => preloadModule(MENU);
  const onClick = (event: MouseEvent) => {
    if (!onPress || !isPlainPress(event)) return;
    event.preventDefault();
    onPress();
  };
  return (
    <Link className="header-counter" to="/login" aria-label={t('account')} aria-haspopup="menu" onClick={onClick} onPointerEnter={preload} onFocus={preload}>
      <UserIcon />
    </Link>
  );
}

/**
 * The header's account menu (the account remote's), mounted when it is needed: with a session held (its button shows
 * the customer, and it keeps the wishlist in step with the session), else at the first press of the shell's button.
 * A visitor who never opens it loads none of the account's code: its entry and menu were 7 KB gzip of every first
 * load. Once mounted it stays, through a logout too.
 */
export function AccountMenu() {
  const loggedIn = useRootStore(isLoggedIn);
  const [pressed, setPressed] = useState(false);
  const [mounted, setMounted] = useState(false);
  if ((loggedIn || pressed) && !mounted) setMounted(true);
  if (!mounted) return <AccountButton onPress={() => setPressed(true)} />;
  return <RemoteSlot id={MENU} props={{ openAtStart: pressed }} loading={<AccountButton />} afterPage={!pressed} />;
}
