import { useQuery } from 'web-kit/graphql';
import { styled, Alert, Card, RemoteWidget, Spinner } from 'ui';
import { Page } from '../../components/page';
import { serverMessage } from 'web-kit';
import { GuardianSettingsForm } from './guardian-settings-form';
import { OutpassHistoryList } from './outpass-history';
import { countOutpasses } from './outpass-stats';
import { OutpassStatsCard } from './outpass-stats-card';
import { PastYears } from './past-years';
import { ProfileDetails } from './profile-details';
import { MY_PROFILE, MY_YEARS } from './profile.operations';
import { useLiveOutpasses } from './use-live-outpasses';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Room = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const YearNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** Where 'My room' would be when the rooms app cannot be reached: the rest of the profile works. */
function MyRoomUnavailable() {
  return (
    <Card title="My room" headingLevel={2}>
      <p>Your room cannot be shown right now. Open Book Room to see it.</p>
    </Card>
  );
}

/**
 * `/newprofile`: who the student is and their guardian and notification settings, their room
 * ('My room', mf-rooms' live widget, loaded at run time through the shell), and their
 * outpasses, which follow every change live (decided, out, back, overdue, the guardian's answer;
 * see {@link useLiveOutpasses}), with their gate passes and a way to cancel. The room is
 * labelled with the open academic year's name, and 'Past years' lists the closed ones (asked
 * beside the profile, not after it; the years never hold the rest of the page back).
 */
export function ProfilePage() {
  const profile = useQuery(MY_PROFILE);
  const history = useLiveOutpasses();
  const years = useQuery(MY_YEARS);
  const openYear = years.data?.currentAcademicYear.name;
  const user = profile.data?.me;
  const items = history.data?.myOutpasses.items;

  let content;
  if (profile.error || history.error) {
    content = <Alert tone="error">{serverMessage(profile.error ?? history.error, 'Your profile could not be loaded.')}</Alert>;
  } else if (!profile.data || !items) {
    content = <Spinner label="Loading your profile" />;
  } else if (!user) {
    content = <Alert tone="error">You are not logged in.</Alert>;
  } else {
    content = (
      <Columns>
        <Side>
          <ProfileDetails user={user} />
          <GuardianSettingsForm key={user.id} user={user} />
        </Side>
        <Side>
          <Room>
            {openYear && <YearNote>Your room in the academic year {openYear}.</YearNote>}
            <RemoteWidget id="mf_rooms/my-room" loadingLabel="Loading your room" fallback={<MyRoomUnavailable />} />
          </Room>
          <OutpassStatsCard counts={countOutpasses(items)} />
          <OutpassHistoryList items={items} />
          <PastYears years={years.data?.myPastYears} error={years.error} />
        </Side>
      </Columns>
    );
  }
  return <Page title="My Profile">{content}</Page>;
}
