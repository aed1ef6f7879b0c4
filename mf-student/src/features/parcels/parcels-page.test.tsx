import { act, screen, within } from '@testing-library/react';
import { formatZonedMoment } from 'web-kit';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { hoursAgo, myParcels, parcel, QR_SVG } from '../../testing/parcel-fixtures';
import { ParcelsPage } from './parcels-page';

function renderPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush(mocks);
  const { container } = renderScreen(<ParcelsPage />, { path: '/parcels', client });
  return { push, container };
}

const waitingList = () => screen.findByRole('list', { name: 'Waiting for you' });
const historyList = () => screen.getByRole('list', { name: 'Collected and returned' });
const parcelChanged = (id: string) => ({ data: { parcelChanged: id } });

describe('ParcelsPage', () => {
  it('shows each waiting parcel with where it is, when it came and its pass: the QR as an image and the code', async () => {
    const arrived = hoursAgo(3);
    const { container } = renderPage([myParcels([parcel('p1', { loggedAt: arrived }), parcel('p2', { courier: 'India Post', trackingNumber: null, shelf: 'A-1' })])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Parcels' })).toBeInTheDocument();
    const waiting = await waitingList();
    const items = within(waiting).getAllByRole('listitem', { name: /^Parcel from/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Parcel from BlueDart', 'Parcel from India Post']);

    const blueDart = within(waiting).getByRole('listitem', { name: 'Parcel from BlueDart' });
    const post = within(waiting).getByRole('listitem', { name: 'Parcel from India Post' });
    expect(within(blueDart).getByText('BD123456789IN')).toBeInTheDocument();
    expect(within(blueDart).getByText('B-3')).toBeInTheDocument();
    expect(within(blueDart).getByText(formatZonedMoment(arrived))).toBeInTheDocument();
    expect(within(blueDart).getByText('Show this at the front desk of BH-1')).toBeInTheDocument();
    expect(within(blueDart).getByText('K7QXM-4RT9P')).toBeInTheDocument();
    const qr = within(blueDart).getByRole('img', { name: 'QR code to collect your parcel from BlueDart' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The server's SVG is an image's source, never markup in the page.
    expect(container.querySelector('path[d="M0 0h7v7H0z"]')).toBeNull();

    expect(within(post).getByText('A-1')).toBeInTheDocument();
    expect(within(post).getByRole('img', { name: 'QR code to collect your parcel from India Post' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Collected and returned' })).not.toBeInTheDocument();
  });

  it('marks a perishable parcel, and only that one', async () => {
    renderPage([myParcels([parcel('p1', { courier: 'Swiggy Genie', perishable: true }), parcel('p2')])]);
    const waiting = await waitingList();
    const food = within(waiting).getByRole('listitem', { name: 'Parcel from Swiggy Genie' });
    const box = within(waiting).getByRole('listitem', { name: 'Parcel from BlueDart' });
    expect(within(food).getByText('Perishable: collect it today')).toBeInTheDocument();
    expect(within(box).queryByText(/Perishable/)).not.toBeInTheDocument();
  });

  it('lists collected and returned parcels: who handed it over and when, returned to sender, no pass', async () => {
    const collectedAt = hoursAgo(30);
    const returnedAt = hoursAgo(60);
    renderPage([
      myParcels([
        parcel('p1', { status: 'COLLECTED', collectedAt, handedOverByName: 'Guard Ramesh' }),
        parcel('p2', { status: 'RETURNED', courier: 'Delhivery', trackingNumber: null, returnedAt }),
      ]),
    ]);
    expect(await screen.findByText('Nothing is waiting for you at the front desk.')).toBeInTheDocument();
    expect(within(historyList()).getAllByRole('listitem')).toHaveLength(2);
    const collected = within(historyList()).getByRole('listitem', { name: 'Parcel from BlueDart' });
    const returned = within(historyList()).getByRole('listitem', { name: 'Parcel from Delhivery' });
    expect(collected).toHaveTextContent(`BlueDart (BD123456789IN)Collected ${formatZonedMoment(collectedAt)}, handed over by Guard Ramesh`);
    expect(returned).toHaveTextContent(`DelhiveryReturned to sender, ${formatZonedMoment(returnedAt)}`);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('K7QXM-4RT9P')).not.toBeInTheDocument();
  });

  it('says so when the student has no parcels', async () => {
    renderPage([myParcels([])]);
    expect(await screen.findByText(/No parcels for you yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    renderPage([{ request: myParcels([]).request, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your parcels could not be loaded.');
  });

  it('reads the list again when a parcel changes (parcelChanged): a newly logged one appears', async () => {
    const { push } = renderPage([myParcels([parcel('p1')]), myParcels([parcel('p2', { courier: 'Amazon', shelf: 'C-7' }), parcel('p1')])]);
    expect(within(await waitingList()).getAllByRole('listitem', { name: /^Parcel from/ })).toHaveLength(1);
    act(() => push(parcelChanged('p2'), 'StudentParcelChanged'));
    const amazon = await screen.findByRole('listitem', { name: 'Parcel from Amazon' });
    expect(within(amazon).getByText('C-7')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces politely a parcel collected while the page is open, and moves it to the history', async () => {
    const { push } = renderPage([
      myParcels([parcel('p1', { courier: 'Amazon' }), parcel('p0', { status: 'COLLECTED', collectedAt: hoursAgo(50) })]),
      myParcels([parcel('p1', { courier: 'Amazon', status: 'COLLECTED', collectedAt: hoursAgo(0), handedOverByName: 'Guard Ramesh' }), parcel('p0', { status: 'COLLECTED', collectedAt: hoursAgo(50) })]),
    ]);
    await waitingList();
    // Parcels collected before the page opened are history, not news.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => push(parcelChanged('p1'), 'StudentParcelChanged'));
    expect(await screen.findByText('Parcel from Amazon collected.')).toBe(screen.getByRole('status'));
    expect(screen.queryByRole('list', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(within(historyList()).getByRole('listitem', { name: 'Parcel from Amazon' })).toHaveTextContent('handed over by Guard Ramesh');
  });
});
