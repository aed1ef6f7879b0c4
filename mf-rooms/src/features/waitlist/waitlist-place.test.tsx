import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { held, offered, OFFER_EXPIRES, place, refusal, stateMock } from '../../testing/fixtures';
import { renderRooms } from '../../testing/render-rooms';
import { MyRoomCard } from '../my-room/my-room-card';
import { MyRoomWidget } from '../my-room/my-room-widget';
import type { MyRoomState } from '../my-room/my-room.operations';
import { formatMoment } from '../selection-window/window-text';
import { ACCEPT_BED_OFFER, DECLINE_BED_OFFER } from './waitlist.operations';

const state = (over: Partial<MyRoomState> = {}): MyRoomState => ({ me: { id: 'student-1' }, myRoom: null, myRoomRequests: [], myRoommateInvites: [], myWaitlist: null, ...over });
const card = () => screen.getByRole('region', { name: 'My room' });
const facts = (within_: HTMLElement) => Object.fromEntries(within(within_).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const housed = place({ status: 'HOUSED', position: null, offer: null });
const room5 = held({ bed: 2, room: { __typename: 'Room', id: 'room-5', hostelName: 'GH-1', number: 5, floor: 0, type: 'DOUBLE', capacity: 2 } as never });

describe("a place in line, in 'My room'", () => {
  it('shows the position and the size of the line, and no booking link', () => {
    renderRooms(<MyRoomCard data={state({ myWaitlist: place() })} />);
    expect(within(card()).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(card()).getByText('You are #2 of 5 in line for GH-1.')).toHaveAttribute('role', 'status');
    expect(within(card()).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(within(card()).queryByText(/No room yet/)).not.toBeInTheDocument();
  });

  it('shows a held bed, until when, and accepting it shows the new room without a reload', async () => {
    const user = userEvent.setup();
    renderRooms(<MyRoomWidget />, {
      mocks: [
        stateMock({ myWaitlist: offered() }),
        { request: { query: ACCEPT_BED_OFFER, variables: { offerId: 'offer-1' } }, result: { data: { acceptBedOffer: housed } } },
        stateMock({ myRoom: room5, myWaitlist: housed }),
      ],
    });
    const offer = await screen.findByRole('group', { name: 'Bed offer' });
    expect(within(offer).getByText('Bed held for you')).toBeInTheDocument();
    expect(facts(offer)).toEqual({ Hostel: 'GH-1', Room: '5', Floor: 'Ground Floor', Type: 'Double', Bed: '2' });
    expect(offer).toHaveTextContent(`Held until ${formatMoment(OFFER_EXPIRES)}.`);
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Room 5 in GH-1 is yours (bed 2).')).toBeInTheDocument();
    expect(await within(card()).findByText('Booked')).toBeInTheDocument();
    expect(facts(card())).toMatchObject({ Hostel: 'GH-1', Room: '5', Bed: '2' });
    expect(screen.queryByRole('group', { name: 'Bed offer' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByRole('heading', { name: 'My room' })).toHaveFocus());
  });

  it('asks before declining; once declined, says so with a way to join again', async () => {
    const user = userEvent.setup();
    renderRooms(<MyRoomWidget />, {
      mocks: [stateMock({ myWaitlist: offered() }), { request: { query: DECLINE_BED_OFFER, variables: { offerId: 'offer-1' } }, result: { data: { declineBedOffer: place({ status: 'DECLINED', position: null, inLine: 4 }) } } }],
    });
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await user.click(decline);
    let dialog = screen.getByRole('dialog', { name: 'Decline Bed Offer' });
    expect(dialog).toHaveTextContent('Decline room 5 in GH-1? The bed goes to the next in line and your place ends.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();

    await user.click(decline);
    dialog = screen.getByRole('dialog', { name: 'Decline Bed Offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('The bed in room 5 goes to the next in line, and your place in line has ended.')).toBeInTheDocument();
    expect(within(card()).getByText(/You declined the bed offered to you/)).toHaveTextContent('You declined the bed offered to you, so your place in line for GH-1 has ended.');
    expect(within(card()).getByRole('link', { name: 'Join the waitlist again' })).toHaveAttribute('href', '/allotmentGH-1');
    expect(within(card()).getByText(/No room yet/)).toBeInTheDocument();
  });

  it('says plainly when an offer expired, and a refused accept shows the place as it is now', async () => {
    const user = userEvent.setup();
    const expired = place({ status: 'EXPIRED', position: null });
    renderRooms(<MyRoomWidget />, {
      mocks: [
        stateMock({ myWaitlist: offered() }),
        { request: { query: ACCEPT_BED_OFFER, variables: { offerId: 'offer-1' } }, result: refusal('CONFLICT', 'This offer expired and has gone to the next in line.') },
        stateMock({ myWaitlist: expired }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could Not Accept');
    expect(alert).toHaveTextContent('This offer expired and has gone to the next in line.');
    expect(await within(card()).findByText(/expired before you answered/)).toHaveTextContent(
      'The bed held for you in GH-1 expired before you answered and went to the next in line. Your place in line has ended.',
    );
    expect(within(card()).getByRole('link', { name: 'Join the waitlist again' })).toHaveAttribute('href', '/allotmentGH-1');
  });

  it('follows the line live: a move up, then a bed held, announced', async () => {
    const { push } = renderRooms(<MyRoomWidget />, { mocks: [stateMock({ myWaitlist: place() })] });
    expect(await screen.findByText('You are #2 of 5 in line for GH-1.')).toBeInTheDocument();
    act(() => push({ data: { myWaitlistChanged: place({ position: 1 }) } }, 'MyWaitlistChanged'));
    expect(await screen.findByText('You are #1 of 5 in line for GH-1.')).toBeInTheDocument();
    act(() => push({ data: { myWaitlistChanged: offered() } }, 'MyWaitlistChanged'));
    expect(await screen.findByText(`Room 5 in GH-1 is held for you until ${formatMoment(OFFER_EXPIRES)}. Accept or decline it in My room.`)).toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('says nothing of a place that ended with a room', () => {
    renderRooms(<MyRoomCard data={state({ myRoom: room5, myWaitlist: housed })} />);
    expect(within(card()).queryByText(/waitlist|in line/i)).not.toBeInTheDocument();
  });
});
