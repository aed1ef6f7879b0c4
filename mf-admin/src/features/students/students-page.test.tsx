import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-utils/render-route';

describe('the students search', () => {
  it('keeps Search and Download level with the box: no margin under the field, all 44 px tall', () => {
    renderRoute('/adminpage/students');
    const form = screen.getByRole('search', { name: 'Find a student' });
    const box = within(form).getByRole('searchbox', { name: 'Name, enrollment ID, email or room' });
    const field = form.firstElementChild!;
    expect(field).toContainElement(box);
    // Lined up by their bottom edges: the field's own 1rem margin lifted the box 16 px above the buttons.
    expect(getComputedStyle(form).alignItems).toBe('end');
    expect(getComputedStyle(field).marginBottom).toBe('0px');
    for (const control of [box, within(form).getByRole('button', { name: 'Search' }), within(form).getByRole('link', { name: 'Download students (CSV)' })]) {
      expect(getComputedStyle(control).minHeight).toBe('2.75rem');
    }
  });
});
