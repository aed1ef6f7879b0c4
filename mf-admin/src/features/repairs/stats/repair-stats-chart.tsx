import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'ui';
import { categoryTitle, rank, type HostelOpenRow } from './repair-stats-figures';

/**
 * Open jobs per hostel, stacked by category: in its own chunk (recharts loads only when the
 * figures are shown), a picture for sighted mouse users, `aria-hidden` and without recharts'
 * keyboard layer, beside a table with the same numbers (repair-stats-panel.tsx), as the
 * dashboard's own charts are.
 */
export function OpenJobsChart({ rows, categories }: { rows: HostelOpenRow[]; categories: string[] }) {
  const { colors } = useTheme();
  const palette = [colors.warning, colors.info, colors.success, colors.primary, colors.muted, colors.danger, colors.sidebar];
  const data = rows.map((row) => ({ hostel: row.hostelName, ...row.byCategory }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="hostel" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {categories.map((category) => (
            <Bar key={category} dataKey={category} name={categoryTitle(category)} stackId="open" fill={palette[rank(category) % palette.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
