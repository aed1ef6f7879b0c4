import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { styled } from 'ui';
import { Bell } from 'lucide-react';
import { NotificationPanel } from './notification-panel';
import type { Notification } from './notifications.operations';
import { useNotifications } from './use-notifications';

/** Top right, above the navigation bars (z-index 10) and their backdrop, below dialogs and toasts. */
const Corner = styled.div`
  position: fixed;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 20;
`;

const BellButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The unread count as a number on the bell (the button's name says it too). */
const Count = styled.span`
  position: absolute;
  top: -0.3rem;
  right: -0.3rem;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 0.3rem;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: calc(1.35rem - 4px);
  text-align: center;
`;

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The notification bell of every logged-in user, on the student pages and the admin area alike:
 * a button naming the unread count ("Notifications, 2 unread") with the count on it, opening a
 * panel below it (a disclosure: Escape, a click elsewhere or tabbing past it closes it; Escape
 * hands focus back to the bell). Following a notification's link marks it read and closes the panel. Render it only
 * with a session: it queries and subscribes as soon as it mounts.
 */
export function NotificationBell() {
  const { items, unread, loaded, error, marking, markAsRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const corner = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!corner.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = () => {
    setMarkError(null);
    setOpen((was) => !was);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    bell.current?.focus();
  };
  // Tabbing on past the panel folds it, so it does not hide the page being tabbed through. A click
  // on plain text inside it moves focus nowhere (no relatedTarget) and keeps it open.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !corner.current?.contains(next)) setOpen(false);
  };
  const markAll = async () => setMarkError(await markAsRead(null));
  const follow = (notification: Notification) => {
    setOpen(false);
    if (!notification.read) void markAsRead([notification.id]);
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Corner ref={corner} onKeyDown={onKeyDown} onBlur={onBlur}>
      <BellButton ref={bell} type="button" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} title={label} onClick={toggle}>
        <Bell aria-hidden="true" focusable="false" size={22} />
        {unread > 0 ? (
          <Count aria-hidden="true" data-testid="unread-count">
            {countText(unread)}
          </Count>
        ) : null}
      </BellButton>
      {open ? (
        <NotificationPanel id={panelId} items={items} unread={unread} loaded={loaded} error={error} markError={markError} marking={marking} onMarkAll={markAll} onFollow={follow} />
      ) : null}
    </Corner>
  );
}
