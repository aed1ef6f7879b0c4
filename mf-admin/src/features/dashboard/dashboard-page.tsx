import { useState } from 'react';
import { styled, TextField } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { RepairStatsPanel } from '../repairs/stats/repair-stats-panel';
import { AwayNow } from './away-now';
import { ChartsPanel } from './charts/charts-panel';
import { CountCards } from './count-cards';
import { RecentActivity } from './recent-activity';
import { useAdminFeedSync } from './use-admin-feed-sync';

const Away = styled.div`
  margin-bottom: 1.5rem;
`;

const Search = styled.div`
  max-width: 24rem;
  margin-bottom: 1rem;
`;

/**
 * `/adminpage/dashboard`: the four counts, who is away now and the Recent Activity list, kept
 * live while the page is open, the occupancy and daily charts (each with its table), and the
 * repair figures. Only admins and wardens reach it: the layout sends guards and maintenance staff
 * to their own screens.
 */
export function DashboardPage() {
  // The spec drew a search box with no behaviour; ours filters Recent Activity by type or description.
  const [search, setSearch] = useState('');
  useAdminFeedSync();
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <CountCards />
      <Away>
        <AwayNow />
      </Away>
      <Search>
        <TextField
          label="Search"
          name="search"
          type="search"
          placeholder="Search recent activity"
          value={search}
          onChange={setSearch}
        />
      </Search>
      <RecentActivity search={search} />
      <ChartsPanel />
      <RepairStatsPanel />
    </>
  );
}
