import { hoursInWords, openTable, percent } from './repair-stats-figures';

describe('repair figures in words', () => {
  it.each([
    [28.2, '1 day 4 hours'],
    [24, '1 day'],
    [23.6, '1 day'],
    [49, '2 days 1 hour'],
    [5.4, '5 hours'],
    [1, '1 hour'],
    [0.5, '30 minutes'],
    [0.001, '1 minute'],
  ])('%s hours reads "%s"', (hours, words) => expect(hoursInWords(hours)).toBe(words));

  it('writes a share as a whole percentage', () => {
    expect(percent(0.8333)).toBe('83%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
  });

  it("orders the categories as the student's form does, a new one last, and hostels by name", () => {
    const table = openTable([
      { hostelName: 'GH-10', category: 'sparks', open: 1, overdue: 0 },
      { hostelName: 'GH-2', category: 'pests', open: 2, overdue: 1 },
      { hostelName: 'GH-10', category: 'electrical', open: 1, overdue: 1 },
    ]);
    expect(table.categories).toEqual(['electrical', 'pests', 'sparks']);
    expect(table.rows.map((row) => row.hostelName)).toEqual(['GH-2', 'GH-10']);
    expect(table.total).toEqual({ hostelName: 'All hostels', byCategory: { sparks: 1, pests: 2, electrical: 1 }, open: 4, overdue: 2 });
  });
});
