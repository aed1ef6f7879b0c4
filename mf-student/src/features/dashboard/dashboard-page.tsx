import { Link, useNavigate } from 'react-router-dom';
import { styled, Button } from 'ui';
import { ReleaseNote } from 'web-kit';
import { Page } from '../../components/page';
import { MySelectionCard } from '../my-selection/my-selection-card';
import { SelectionNowBanner } from '../my-selection/selection-now-banner';
import { useMySelection } from '../my-selection/use-my-selection';
import { FeatureCard } from './feature-card';

const FEATURES = [
  { title: 'Quick Outpass', description: 'Generate outpass requests instantly and get quick approvals from wardens.' },
  { title: 'Room Booking', description: 'Easy room selection and instant booking.' },
  { title: 'Room Management', description: 'Real-time availability updates.' },
] as const;

const Tagline = styled.p`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

/**
 * The student home (`/`): a welcome, shortcuts to the two main tasks and what the app offers; in
 * a selection process, which slots choose now and the student's own place in it ('Your room
 * selection', with the way to /selection). Both are asked early, beside the session (manifest.ts).
 */
export function DashboardPage() {
  const navigate = useNavigate();
  const { selection, state } = useMySelection();
  return (
    <Page title="Welcome to Hostel Management">
      <Tagline>Simplifying hostel life with quick allotments and instant outpass approvals—right at your fingertips!</Tagline>
      <Actions>
        <Button onClick={() => navigate('/outpass')}>Generate Outpass</Button>
        <Button variant="secondary" onClick={() => navigate('/selection')}>
          Book Room
        </Button>
      </Actions>
      <SelectionNowBanner />
      {selection && state && (
        <MySelectionCard selection={selection} state={state}>
          <Link to="/selection">Your selection and roommate group</Link>
        </MySelectionCard>
      )}
      <Grid>
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} title={feature.title} description={feature.description} />
        ))}
      </Grid>
      <p>
        Experience hassle-free hostel management with our digital solutions. Get started by selecting one of the options above.
      </p>
      <ReleaseNote app="mf-student" />
    </Page>
  );
}
