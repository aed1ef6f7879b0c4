import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'ui';
import { FloorSwitch } from './floor-switch';

describe('the floor switch', () => {
  it('takes any number of floors: they wrap on a 390 px phone, each button a tap target of 44 px at least', async () => {
    const onSelect = vi.fn();
    render(
      <UiProvider>
        <FloorSwitch floors={[0, 1, 2, 3, 4, 5, 6, 7]} selected={4} onSelect={onSelect} />
      </UiProvider>,
    );
    const group = screen.getByRole('group', { name: 'Floor' });
    // jsdom lays nothing out: what a phone does with these is the switch's own CSS.
    expect(getComputedStyle(group).flexWrap).toBe('wrap');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor', '4th Floor', '5th Floor', '6th Floor', '7th Floor']);
    const px = (length: string) => parseFloat(length) * (length.endsWith('rem') ? 16 : 1);
    for (const button of buttons) {
      expect(px(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(44);
      expect(px(getComputedStyle(button).minWidth)).toBeGreaterThanOrEqual(44);
    }
    expect(screen.getByRole('button', { name: '4th Floor' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: '7th Floor' }));
    expect(onSelect).toHaveBeenCalledWith(7);
  });
});
