import { useId, useRef } from 'react';
import { styled, Alert, Button, Spinner } from 'ui';
import { NotificationItem } from './notification-item';
import type { Notification } from './notifications.operations';

const Panel = styled.section`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  /* Leaves the collapsed navigation bar uncovered, even on a phone. */
  width: min(24rem, calc(100vw - ${({ theme }) => theme.sidebar.collapsed} - 1rem));
  max-height: min(32rem, calc(100vh - 5rem));
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadowLg};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  h2:focus {
    outline: none;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.div`
  padding: 1rem;
`;

/** Props of {@link NotificationPanel}. */
export interface NotificationPanelProps {
  id: string;
  items: readonly Notification[];
  unread: number;
  loaded: boolean;
  /** Why the list could not be loaded. */
  error: string | null;
  /** Why marking read failed. */
  markError: string | null;
  marking: boolean;
  /** Resolves once the server has answered, either way. */
  onMarkAll: () => Promise<void>;
  onFollow: (notification: Notification) => void;
}

/** What the bell opens: the newest notifications, "Mark all as read", or why there is nothing to show. */
export function NotificationPanel({ id, items, unread, loaded, error, markError, marking, onMarkAll, onFollow }: NotificationPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button is disabled while it works and gone once nothing is unread: focus stays in the
  // panel rather than falling to the page.
  const markAll = async () => {
    await onMarkAll();
    heading.current?.focus();
  };
  let content;
  if (error) content = <Note><Alert>{error}</Alert></Note>;
  else if (!loaded) content = <Note><Spinner label="Loading notifications" /></Note>;
  else if (items.length === 0) content = <Note><p>No notifications yet</p></Note>;
  else
    content = (
      <List aria-labelledby={headingId}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onFollow={onFollow} />
        ))}
      </List>
    );
  return (
    <Panel id={id} aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Notifications
        </h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => void markAll()} loading={marking}>
            Mark all as read
          </Button>
        ) : null}
      </Header>
      {markError ? <Note><Alert>{markError}</Alert></Note> : null}
      {content}
    </Panel>
  );
}
