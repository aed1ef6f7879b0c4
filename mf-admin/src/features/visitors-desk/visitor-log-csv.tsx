import { useId, useState } from 'react';
import { styled, TextField } from 'ui';
import { officeDay } from 'web-kit';
import { FileLink } from '../../shared/file-link';

/** The office's visitor log as CSV (the gateway's REST bridge): `?hostelId=&from=&to=`, each left out when not chosen. */
export const VISITORS_CSV = '/api/office/visitors.csv';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The office's day `n` days before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The CSV's address. Empty choices are left out: the gateway refuses an empty hostel, and defaults the days. */
export function csvHref(hostelId: string, from: string, to: string): string {
  const params = new URLSearchParams({ ...(hostelId && { hostelId }), ...(from && { from }), ...(to && { to }) });
  const query = params.toString();
  return query ? `${VISITORS_CSV}?${query}` : VISITORS_CSV;
}

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
`;

/** The log's days as CSV, the last 30 by default, of the hostel chosen above (or all the viewer's). */
export function VisitorLogCsv({ hostelId }: { hostelId: string }) {
  const id = useId();
  const [to, setTo] = useState(() => officeDay());
  const [from, setFrom] = useState(() => daysBefore(officeDay(), 30));
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id}>Download the log</h3>
      <Days>
        <TextField label="From" name="csvFrom" type="date" value={from} onChange={setFrom} />
        <TextField label="To" name="csvTo" type="date" value={to} onChange={setTo} />
      </Days>
      <p>
        <FileLink href={csvHref(hostelId, from, to)} download>
          Download CSV
        </FileLink>
      </p>
    </div>
  );
}
