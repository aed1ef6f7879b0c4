import { styled, Badge, Card, DetailList } from 'ui';
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

/** The student's identity card: avatar initial, status badge, name and contact details. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  // Missing optional details show a dash rather than an empty row.
  const rows = [
    { label: 'Enrollment ID', value: user.enrollmentId?.trim() },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phoneNumber?.trim() },
    { label: 'Date of Birth', value: user.dob },
    { label: 'Address', value: user.address?.trim() },
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
      <DetailList items={rows} />
    </Card>
  );
}
