import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'ui';
import { type DailyRow, type OccupancyRow, shortDay } from './chart-data';

/**
 * The two charts, in their own chunk (recharts is loaded only when the dashboard shows them).
 * They are pictures for sighted mouse users: `aria-hidden`, without recharts' keyboard layer (a
 * focusable element inside aria-hidden is a trap), each beside a table with the same numbers
 * that screen readers and keyboards use (charts-panel.tsx).
 */
export function OccupancyChart({ rows }: { rows: OccupancyRow[] }) {
  const { colors } = useTheme();
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="taken" name="Taken beds" stackId="beds" fill={colors.primary} />
          <Bar dataKey="free" name="Free beds" stackId="beds" fill={colors.success} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DailyChart({ rows }: { rows: DailyRow[] }) {
  const { colors } = useTheme();
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <LineChart data={rows.map((r) => ({ ...r, label: shortDay(r.day) }))} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="roomRequests" name="Room requests" stroke={colors.primary} strokeWidth={2} />
          <Line type="monotone" dataKey="outpasses" name="Outpasses" stroke={colors.warning} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export default { OccupancyChart, DailyChart };
