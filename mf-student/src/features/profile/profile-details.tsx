import styled from 'styled-components';
import { Badge, Card } from 'ui';
import type { ProfileUser } from './profile.operations';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 1.75rem;
  font-weight: 700;
`;

const Name = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.375rem;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
  }
`;

/** Missing optional details show a dash rather than an empty row. */
const orDash = (value: string | null) => (value && value.trim() !== '' ? value : '—');

/** The student's identity card: avatar initial, status badge, name and contact details. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const rows: [string, string | null][] = [
    ['Enrollment ID', user.enrollmentId],
    ['Email', user.email],
    ['Phone', user.phoneNumber],
    ['Date of Birth', user.dob],
    ['Address', user.address],
  ];
  return (
    <Card>
      <Header>
        <Avatar aria-hidden="true" data-testid="avatar">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <div>
          <Name>{user.name}</Name>
          <Badge tone="success">Active</Badge>
        </div>
      </Header>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{orDash(value)}</dd>
          </div>
        ))}
      </Details>
    </Card>
  );
}
