import { useState } from 'react';
import styled from 'styled-components';
import { TextField } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { ChartsPanel } from './charts/charts-panel';
import { CountCards } from './count-cards';
import { RecentActivity } from './recent-activity';
import { useAdminFeedSync } from './use-admin-feed-sync';

const Search = styled.div`
  max-width: 24rem;
  margin-bottom: 1rem;
`;

/**
 * `/adminpage/dashboard`: the three counts and the Recent Activity list, both kept live by the
 * admin feed while the page is open, and the occupancy and daily charts (each with its table).
 */
export function DashboardPage() {
  // The spec drew a search box with no behaviour; ours filters Recent Activity by type or description.
  const [search, setSearch] = useState('');
  useAdminFeedSync();
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <CountCards />
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
    </>
  );
}
