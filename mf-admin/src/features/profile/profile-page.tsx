import { Alert, Card, DetailList, Spinner } from 'ui';
import { lazyDateFormat } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { ADMIN_PROFILE } from './profile.operations';

const DOB_FORMAT = lazyDateFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD date in words; read as UTC so no time zone moves it to the day before. */
function formatDob(dob: string | null): string | null {
  if (!dob) return null;
  const date = new Date(`${dob}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? dob : DOB_FORMAT.format(date);
}

/** `/adminpage/profile`: the admin's own details, read-only. */
export function ProfilePage() {
  const { data, error } = useQuery(ADMIN_PROFILE, { fetchPolicy: 'cache-and-network' });
  let body;
  if (error && !data) body = <Alert>Could not load your profile: {error.message}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading your profile" />;
  else if (!data.me) body = <Alert>You are not logged in.</Alert>;
  else
    body = (
      <Card title={data.me.name} headingLevel={2}>
        <DetailList
          items={[
            { label: 'Name', value: data.me.name },
            { label: 'Email', value: data.me.email },
            { label: 'Address', value: data.me.address },
            { label: 'Contact Number', value: data.me.phoneNumber },
            { label: 'Date of Birth', value: formatDob(data.me.dob) },
          ]}
        />
      </Card>
    );
  return (
    <>
      <PageHeading>Admin Profile</PageHeading>
      {body}
    </>
  );
}
