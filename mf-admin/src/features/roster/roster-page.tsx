import { useSearchParams } from 'react-router-dom';
import { styled } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { AddRosterStudent } from './add-student';
import { RosterCsv } from './roster-csv';
import { RosterList } from './roster-list';
import { SendInvitations } from './send-invitations';
import { SignupModeCard } from './signup-mode';

// Every button, link drawn as a button, field and select of the page a 44 px tap target (ui's
// are some 42 px tall).
const Page = styled.div`
  display: grid;
  gap: 1.5rem;

  button,
  a[download],
  input:not([type='radio']),
  select {
    min-height: 44px;
  }
`;

const Intro = styled.p`
  margin: 0;
`;

/**
 * `/adminpage/roster` (admins, issue 42): who may live here. How students join (open signup or
 * the roster's students only), the roster itself (searched, a page at a time), a student added by
 * hand or many by CSV (checked first), and invitations to sign up for those without an account.
 * The roster is one academic year's (issue 51): a closed year's (`?year=`) is shown read-only,
 * without the cards that change the open year's.
 */
export function RosterPage() {
  const [params] = useSearchParams();
  const pastYear = params.has('year');
  return (
    <Page>
      <div>
        <PageHeading>Roster</PageHeading>
        <Intro>The roster lists the students the hostel office has enrolled: who may live in its hostels.</Intro>
      </div>
      <SignupModeCard />
      <RosterList />
      {!pastYear && (
        <>
          <SendInvitations />
          <AddRosterStudent />
          <RosterCsv />
        </>
      )}
    </Page>
  );
}
