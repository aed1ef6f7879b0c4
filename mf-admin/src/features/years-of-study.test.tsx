import { screen, within } from '@testing-library/react';
import { renderRoute } from '../test-utils/render-route';
import { YEARS_OF_STUDY } from '../shared/years-of-study';
import { roster, settings, viewer } from './roster/roster.fixtures';
import { hostels } from './selection-process/selection-process.fixtures';
// Lazy routes, transformed up front, so the waits below measure the screens.
import './roster/roster-page';
import './selection-process/process-form-page';

const EVERY_YEAR = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6', 'Year 7', 'Year 8'];

// Issue 51: the process form offered years 1-5 and the roster 1-8, so a process could not take
// part the students of years 6-8 that the roster holds. Both offer the gateway's range, 1 to 8.
describe('years of study', () => {
  it('are the range the gateway accepts, 1 to 8', () => {
    expect(YEARS_OF_STUDY).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("are all offered by the roster's Add a student", async () => {
    renderRoute('/adminpage/roster', [viewer(), settings('OPEN'), roster([])]);
    const form = await screen.findByRole('form', { name: 'Add a student' });
    const year = within(form).getByRole('combobox', { name: 'Year of study' });
    expect(within(year).getAllByRole('option').map((option) => option.textContent).filter((text) => text?.startsWith('Year '))).toEqual(EVERY_YEAR);
  });

  it("are all offered by a new selection process's form", async () => {
    renderRoute('/adminpage/selection/processes/new', [viewer(), hostels]);
    const form = await screen.findByRole('form', { name: 'New selection process' });
    const years = within(form).getByRole('group', { name: 'Years of study' });
    expect(within(years).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(EVERY_YEAR);
  });
});
