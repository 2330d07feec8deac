/**
 * The account's icon: the account remote's menu button, and the shell's stand-in for it until that menu is mounted.
 * One drawing for both, so nothing changes on screen when one takes the other's place.
 */
export function UserIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}
