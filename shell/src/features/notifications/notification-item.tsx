import { Link } from 'react-router-dom';
import { styled } from 'ui';
import type { Notification } from './notifications.operations';
import { exactTime, shortTime } from './short-time';

const Row = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 1rem 0.75rem 0.75rem;
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.colors.primary : 'transparent')};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.background : 'transparent')};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.p<{ $unread: boolean }>`
  margin: 0;
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** The unread mark in words, so it does not rest on colour or weight alone. */
const New = styled.span`
  margin-right: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.p`
  margin: 0;
  font-size: 0.9rem;
`;

const When = styled.time`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One notification: its title (a link to what it is about, when it has one), body and time; unread ones say "New". */
export function NotificationItem({ notification, onFollow }: { notification: Notification; onFollow: (notification: Notification) => void }) {
  const { title, body, link, createdAt, read } = notification;
  return (
    <Row $unread={!read} data-unread={!read}>
      <Title $unread={!read}>
        {read ? null : <New>New</New>}
        {link ? (
          <Link to={link} onClick={() => onFollow(notification)}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Title>
      <Body>{body}</Body>
      <When dateTime={createdAt} title={exactTime(createdAt)}>
        {shortTime(createdAt)}
      </When>
    </Row>
  );
}
