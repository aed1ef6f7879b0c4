import { styled } from 'ui';
import { DeskSwitch } from '../../layout/desk-switch';
import { PageHeading } from '../../layout/page-heading';
import { useStaffRole } from '../../layout/use-staff-role';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { DeskParcels } from './desk-parcels';
import { HandOver } from './hand-over';
import { LogParcelForm } from './log-parcel-form';
import { ParcelReturnDaysForm } from './parcel-return-days-form';

// A phone first (390 px, one hand): one column; on a desktop, a readable width.
const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-width: 36rem;
  min-width: 0;
`;

/**
 * `/adminpage/frontdesk` (issue 54): a hostel's front desk, for its guards, its wardens and the
 * admins. Log a parcel as it arrives, hand one over on the student's code, and see the desk's
 * parcels, kept live, a page at a time. The status line says what was done. An admin also sets
 * here how long a parcel waits before it may be returned to sender.
 */
export function FrontDeskPage() {
  const [status, say] = useStatus();
  const role = useStaffRole();
  return (
    <>
      <PageHeading>Front desk</PageHeading>
      <DeskSwitch />
      <StatusMessage status={status} />
      <Column>
        <LogParcelForm say={say} />
        <HandOver />
        <DeskParcels say={say} />
        {role === 'ADMIN' && <ParcelReturnDaysForm />}
      </Column>
    </>
  );
}
