import { styled } from 'ui';
import { DeskSwitch } from '../../layout/desk-switch';
import { PageHeading } from '../../layout/page-heading';
import { useStaffRole } from '../../layout/use-staff-role';
import { OvernightApprovals } from './overnight-approvals';
import { PassSignIn } from './pass-sign-in';
import { RetentionDaysForm } from './retention-days-form';
import { TodaysVisitors } from './todays-visitors';
import { VisitorLog } from './visitor-log';
import { VisitorRulesSection } from './visitor-rules';
import { useVisitsLive } from './use-visits-live';
import { WalkIn } from './walk-in';

// A phone first (390 px, one hand): one column; on a desktop, a readable width.
const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-width: 36rem;
  min-width: 0;
`;

/**
 * `/adminpage/frontdesk/visitors` (issue 54): a hostel's front desk for visitors, for its guards,
 * its wardens and the admins. Sign a visitor in on their pass (scanned or typed) with the ID shown,
 * ask a student about a walk-in, and keep today's visitors live: expected, asking, in now (and out
 * again). Wardens and admins also decide overnight guests, set each hostel's visiting rules and
 * search the log; admins set how long visitor records are kept.
 */
export function VisitorsDeskPage() {
  const role = useStaffRole();
  const office = role === 'WARDEN' || role === 'ADMIN';
  useVisitsLive();
  return (
    <>
      <PageHeading>Visitors</PageHeading>
      <DeskSwitch />
      <Column>
        <PassSignIn />
        <WalkIn />
        <TodaysVisitors />
        {office && <OvernightApprovals />}
        {office && <VisitorRulesSection />}
        {office && <VisitorLog />}
        {role === 'ADMIN' && <RetentionDaysForm />}
      </Column>
    </>
  );
}
