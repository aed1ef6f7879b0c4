import type { ReactNode } from 'react';
import { Alert, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from './page-heading';
import { STAFF_VIEWER } from './viewer.operations';

/**
 * A page for administrators only (the server refuses everyone else too): a warden sees its
 * heading and one sentence saying so, with nothing to press, instead of a form that would be
 * refused on Save. Nothing of the page shows until the role is known. It is drawn in the admin
 * frame, beside the sidebar (the manifest lets staff through the shell for that: its own
 * refusal page has no sidebar), so the warden's own screens stay one click away.
 */
export function AdminOnly({ heading, refusal, children }: { heading: string; refusal: string; children: ReactNode }) {
  const { data, error } = useQuery(STAFF_VIEWER);
  if (data?.me?.role === 'ADMIN') return <>{children}</>;
  if (!data && error) return <Alert>{serverMessage(error, 'Could not check who you are.')}</Alert>;
  if (!data) return <Spinner size="lg" label="Loading" />;
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{refusal}</p>
    </>
  );
}
