import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from 'ui';
import { REPAIRS_PATH } from '../../layout/nav-items';
import { useStaffRole } from '../../layout/use-staff-role';

/** A repairs screen, in a chunk of its own, loaded on first visit (as routes.tsx's lazy pages). */
function lazyScreen<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

const MaintenanceJobsPage = lazyScreen(() => import('./maintenance/maintenance-jobs-page'), 'MaintenanceJobsPage');
const RepairsOfficePage = lazyScreen(() => import('./office/repairs-office-page'), 'RepairsOfficePage');
/** One job's page for the office (its id in the address). */
export const RepairJobPage = lazyScreen(() => import('./office/repair-job-page'), 'RepairJobPage');

const loading = <Spinner size="lg" label="Loading" />;

/**
 * /adminpage/repairs is one address with two screens: a maintenance person's own jobs, on a phone
 * first, and the office's triage list for admins and wardens. Which one waits for the role (the
 * shell has usually cached it); the server answers each role only its own jobs anyway.
 */
export function RepairsHome() {
  const role = useStaffRole();
  if (!role) return loading;
  return <Suspense fallback={loading}>{role === 'MAINTENANCE' ? <MaintenanceJobsPage /> : <RepairsOfficePage />}</Suspense>;
}

/** The office's page of one job, loaded on first visit; a maintenance person's jobs are all on their own page. */
export function RepairJobRoute() {
  const role = useStaffRole();
  if (!role) return loading;
  if (role === 'MAINTENANCE') return <Navigate to={REPAIRS_PATH} replace />;
  return (
    <Suspense fallback={loading}>
      <RepairJobPage />
    </Suspense>
  );
}
