import { screen, within } from '@testing-library/react';
import { renderWithUi } from './render-with-ui';
import { Table } from './table';
import { TableHead } from './table-head';
import { TBody, Td, Tr } from './table-parts';

function renderRooms() {
  renderWithUi(
    <Table aria-label="Rooms">
      <TableHead columns={['Room', 'Beds', { label: 'Actions', visuallyHidden: true }]} />
      <TBody>
        <Tr>
          <Td>B-204</Td>
          <Td>2</Td>
          <Td>
            <button type="button">Edit</button>
          </Td>
        </Tr>
      </TBody>
    </Table>,
  );
}

describe('TableHead', () => {
  it('heads each column with a th scoped to it, in order, inside the Table', () => {
    renderRooms();
    const headings = within(screen.getByRole('table', { name: 'Rooms' })).getAllByRole('columnheader');
    expect(headings.map((heading) => [heading.textContent, heading.getAttribute('scope')])).toEqual([
      ['Room', 'col'],
      ['Beds', 'col'],
      ['Actions', 'col'],
    ]);
  });

  it('names a hidden column for screen readers while keeping it out of sight', () => {
    renderRooms();
    const label = within(screen.getByRole('columnheader', { name: 'Actions' })).getByText('Actions');
    const style = getComputedStyle(label);
    expect([style.position, style.width, style.height, style.overflow]).toEqual(['absolute', '1px', '1px', 'hidden']);
  });

  it('states the row group, row and heading roles, which a changed display would otherwise lose', () => {
    renderRooms();
    const head = screen.getByRole('columnheader', { name: 'Room' });
    expect(head).toHaveAttribute('role', 'columnheader');
    expect(head.closest('tr')).toHaveAttribute('role', 'row');
    expect(head.closest('thead')).toHaveAttribute('role', 'rowgroup');
  });
});
