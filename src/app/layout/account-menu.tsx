// The signed-in person's account menu in the header (profile, sign out), loaded once they are signed in.
import { CircleUserRound, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { useSignOut } from './use-sign-out';

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on the first item, ArrowUp on
 * the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click
 * elsewhere closes it.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const firstName = useSession((state) => state.user?.firstName ?? null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const { signOut, busy, confirm } = useSignOut({
    onSignedOut: () => setOpen(false),
    // The question replaces the menu; keeping the changes brings focus back to the menu button.
    onAsking: () => setOpen(false),
    onKept: () => button.current?.focus(),
  });

  const items = () => [...(popup.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  // Where focus starts once the menu is on screen: the first item, or the last (ArrowUp).
  const startAt = useRef<'first' | 'last'>('first');
  useEffect(() => {
    if (!open) return;
    const all = [...(popup.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (startAt.current === 'first' ? all[0] : all.at(-1))?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    startAt.current = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusItem(startAt.current === 'first' ? 0 : -1);
    else setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="profile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button profile-menu__button"
        aria-label={t('header.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          startAt.current = 'first';
          setOpen(!open);
        }}
        onKeyDown={onButtonKey}
      >
        <CircleUserRound size={24} aria-hidden="true" />
      </button>
      {open ? (
        <div ref={popup} className="profile-menu__popup">
          <p id={`${id}-greeting`} className="profile-menu__greeting">
            {t('header.greeting', { name: firstName ?? t('header.defaultName') })}
          </p>
          <ul id={`${id}-menu`} role="menu" aria-labelledby={`${id}-greeting`} className="profile-menu__list" onKeyDown={onMenuKey}>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/profile" className="profile-menu__item" onClick={() => close(false)}>
                <UserRound size={18} aria-hidden="true" />
                {t('header.profile')}
              </Link>
            </li>
            <li role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="profile-menu__item" aria-disabled={busy} onClick={() => !busy && signOut()}>
                <LogOut size={18} aria-hidden="true" />
                {busy ? t('header.signingOut') : t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      {confirm}
    </div>
  );
}
