import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { notify, UserIcon } from '@bookshop/ui';
import { avatarUrl } from '../../lib/avatar-url';
import { endSession } from '../session/session-actions';
import { useFavoritesSync } from '../session/use-favorites-sync';
import { profileMenuMessages } from './messages';

/**
 * The customer's own picture in the menu button, at the icon's size (nothing moves when it arrives); the icon again if
 * it cannot be loaded.
 */
function Avatar({ image, label }: { image: string; label: string }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (failedImage === image) return <UserIcon />;
  return <img className="profile-menu__avatar" src={avatarUrl(image)} alt={label} width={24} height={24} onError={() => setFailedImage(image)} />;
}

/**
 * Header profile menu: Profile, Orders Tracking, Orders Returns, Logout when logged in; Track Order, Login, Register
 * otherwise. `openAtStart`: mounted by a press of the shell's stand-in button, it opens at once, its first entry focused.
 */
export function ProfileMenu({ openAtStart = false }: { openAtStart?: boolean }) {
  const t = useT(profileMenuMessages);
  const navigate = useNavigate();
  const menuId = useId();
  const user = useRootStore((s) => (s.token ? s.user : null));
  const [open, setOpen] = useState(openAtStart);
  const root = useRef<HTMLDivElement>(null);
  useFavoritesSync();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLElement>('button')?.focus();
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
      items[next]?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const links = user
    ? [
        { to: '/accountprofile', label: t('profile') },
        { to: '/ordertracking', label: t('ordersTracking') },
        { to: '/refund_return', label: t('ordersReturns') },
      ]
    : [
        { to: '/track-order', label: t('trackOrder') },
        { to: '/login', label: t('login') },
        { to: '/register', label: t('register') },
      ];

  const label = user ? t('accountOf', { name: user.first_name }) : t('account');

  const logout = async () => {
    setOpen(false);
    await endSession();
    notify.info(t('loggedOut'));
    navigate('/login');
  };

  return (
    <div className="profile-menu" ref={root}>
      <button
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {user?.image ? <Avatar image={user.image} label={label} /> : <UserIcon />}
      </button>
      {open && (
        <ul id={menuId} className="profile-menu__list" role="menu">
          {/* The customer's name heads the menu rather than widening the button: the header's icons, drawn before the
              session is known, then never move when it is. */}
          {user && (
            <li role="none" className="profile-menu__who">
              {user.first_name}
            </li>
          )}
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link role="menuitem" to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {user && (
            <li role="none">
              <button type="button" role="menuitem" onClick={() => void logout()}>
                {t('logout')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
