import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'ui';
import { outOfService, room } from '../../testing/fixtures';
import { RoomButton } from './room-button';
import { roomStateOf, type RoomState } from './room-state';

function renderButton(state: RoomState, over = {}, selectionOpen = true) {
  const onOpen = vi.fn();
  render(
    <UiProvider>
      <RoomButton room={room(104, over)} state={state} selectionOpen={selectionOpen} onOpen={onOpen} />
    </UiProvider>,
  );
  return { onOpen, button: screen.getByRole('button') };
}

describe('a room button', () => {
  it.each([
    ['available', {}, 'Room 104, Double, 2 beds free', '2 beds free', true],
    ['available', { freeBeds: 1 }, 'Room 104, Double, 1 bed free', '1 bed free', true],
    ['full', { freeBeds: 0 }, 'Room 104, Double, Full', 'Full', false],
    ['held', { freeBeds: 0, heldBeds: 1 }, 'Room 104, Double, Held', 'Held', false],
    ['available', { freeBeds: 1, heldBeds: 1 }, 'Room 104, Double, 1 bed free, 1 held', '1 bed free, 1 held', true],
    ['pending', {}, 'Room 104, Double, Pending Request', 'Pending Request', true],
    ['mine', { freeBeds: 1 }, 'Room 104, Double, Your room', 'Your room', false],
  ] as const)('when %s (%o) is named "%s", reads "%s" and is enabled: %s', (state, over, name, text, enabled) => {
    const { button } = renderButton(state, over);
    expect(button).toHaveAccessibleName(name);
    expect(button).toHaveTextContent(text);
    expect(button).toHaveTextContent('Double');
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });

  it('says an accessible room is one, in its name and in words on the tile (issue 51), whatever its state', () => {
    renderButton('available', { accessible: true, freeBeds: 1 });
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Room 104, Double, accessible, 1 bed free');
    expect(button).toHaveTextContent(/^104 Double Accessible 1 bed free$/);
    cleanup();
    renderButton('full', { accessible: true, freeBeds: 0 });
    expect(screen.getByRole('button')).toHaveAccessibleName('Room 104, Double, accessible, Full');
    expect(screen.getByRole('button')).toHaveTextContent('Accessible');
    cleanup();
    renderButton('available', {});
    expect(screen.getByRole('button')).not.toHaveTextContent('Accessible');
  });

  it('is, whatever its state, tall enough for its number, its type and two lines of state, so no tile is taller than its row', () => {
    // jsdom lays nothing out: the sizes are the tile's own CSS, in px at the 16 px root.
    const px = (length: string) => parseFloat(length) * (length.endsWith('rem') ? 16 : 1);
    const states = [
      ['pending', {}],
      ['available', { freeBeds: 1, heldBeds: 1 }],
      ['available', {}],
      ['full', { freeBeds: 0 }],
      ['mine', {}],
    ] as const;
    const heights = states.map(([state, over]) => {
      const { button } = renderButton(state, over);
      const tile = getComputedStyle(button);
      const lineOf = (element: Element) => px(getComputedStyle(element).fontSize) * parseFloat(getComputedStyle(element).lineHeight);
      const number = lineOf(button.querySelector('strong')!);
      const line = lineOf(button.querySelector('small')!);
      const frame = px(tile.paddingTop) + px(tile.paddingBottom) + px(tile.borderTopWidth) + px(tile.borderBottomWidth);
      // "Pending Request" and "1 bed free, 1 held" take two lines in the tile's width (measured in Chromium).
      expect(px(tile.minHeight)).toBeGreaterThanOrEqual(frame + number + 3 * line);
      cleanup();
      return tile.minHeight;
    });
    expect(new Set(heights).size).toBe(1);
  });

  it('marks a room with a bed held for the waitlist apart from a full one, by more than its colour', () => {
    const { button: held } = renderButton('held', { freeBeds: 0, heldBeds: 1 });
    expect(held).toHaveAttribute('data-held');
    cleanup();
    expect(renderButton('full', { freeBeds: 0 }).button).not.toHaveAttribute('data-held');
  });

  it('opens with a click, Enter or Space, and a full room does not', async () => {
    const user = userEvent.setup();
    const { onOpen, button } = renderButton('available');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('does nothing when full', async () => {
    const { onOpen, button } = renderButton('full', { freeBeds: 0 });
    await userEvent.setup().click(button);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('while room selection is not open: a free room does not open, the student\'s pending request still does', () => {
    expect(renderButton('available', {}, false).button).toBeDisabled();
    cleanup();
    expect(renderButton('pending', {}, false).button).toBeEnabled();
  });

  it.each([
    ['TRIPLE', 3, 'Room 104, Triple, 3 beds free'],
    ['QUAD', 2, 'Room 104, Quad, 2 beds free'],
  ] as const)('names a %s room with its type and its free beds', (type, freeBeds, name) => {
    const { button } = renderButton('available', { type, freeBeds });
    expect(button).toHaveAccessibleName(name);
    expect(button).toHaveTextContent(type === 'TRIPLE' ? 'Triple' : 'Quad');
  });

  it('shows a room out of service as such, with its reason in its name, and it does not open, whatever its beds', async () => {
    const closed = outOfService(104, 'Maintenance: plumbing');
    expect(closed.isAvailable).toBe(true);
    expect(roomStateOf(closed, {})).toBe('out-of-service');
    const { onOpen, button } = renderButton(roomStateOf(closed, {}), closed);
    expect(button).toHaveAccessibleName('Room 104, Double, Out of service: Maintenance: plumbing');
    expect(button).toHaveTextContent('Out of service');
    expect(button).toHaveAttribute('data-state', 'out-of-service');
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(onOpen).not.toHaveBeenCalled();
    cleanup();
    expect(renderButton('out-of-service', outOfService(104, null)).button).toHaveAccessibleName('Room 104, Double, Out of service: no reason given');
  });
});
