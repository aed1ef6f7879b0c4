import { screen } from '@testing-library/react';
import { Alert } from './alert';
import { Badge } from './badge';
import { Card } from './card';
import { DetailList } from './detail-list';
import { renderWithUi } from './render-with-ui';
import { Table } from './table';
import { TBody, Td, Th, THead, Tr } from './table-parts';

describe('Alert', () => {
  it('is an alert for errors and a status otherwise', () => {
    renderWithUi(
      <>
        <Alert>Could not load</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('Badge', () => {
  it('renders its text', () => {
    renderWithUi(<Badge tone="success">Approved</Badge>);
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });
});

describe('Card', () => {
  it('shows its title as an h3 with the subtitle, actions and content', () => {
    renderWithUi(
      <Card title="Room B-204" subtitle="Block B" actions={<button>Edit</button>}>
        Two beds
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Room B-204' })).toBeInTheDocument();
    expect(screen.getByText('Block B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Two beds')).toBeInTheDocument();
  });
});

describe('Table', () => {
  it('renders the rows inside a table wrapped in a scrolling div', () => {
    renderWithUi(
      <Table aria-label="Rooms">
        <THead>
          <Tr>
            <Th>Room</Th>
          </Tr>
        </THead>
        <TBody>
          <Tr>
            <Td>B-204</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Rooms' });
    expect(table.parentElement?.tagName).toBe('DIV');
    expect(screen.getByRole('columnheader', { name: 'Room' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'B-204' })).toBeInTheDocument();
  });
});

describe('DetailList', () => {
  it('pairs each label with its value, and shows a dash for a missing one', () => {
    renderWithUi(<DetailList items={[{ label: 'Room', value: 104 }, { label: 'Phone', value: null }, { label: 'Address', value: '' }]} />);
    expect(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Room', '104'],
      ['Phone', '—'],
      ['Address', '—'],
    ]);
  });
});
