import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from './render-with-ui';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const blocks = [
  { value: 'a', label: 'Block A' },
  { value: 'b', label: 'Block B' },
];

/** A controlled TextField, as apps use it, that reports every value it is given. */
function ControlledText({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('focuses the input when its label is clicked', async () => {
    const user = userEvent.setup();
    renderWithUi(<TextField label="Email" name="email" value="" onChange={() => {}} />);
    await user.click(screen.getByText('Email'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('calls onChange with the typed value', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithUi(<ControlledText onValue={onValue} />);
    await user.type(screen.getByLabelText('Email'), 'ana@uni.edu');
    expect(onValue).toHaveBeenLastCalledWith('ana@uni.edu');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@uni.edu');
  });

  it('shows the error, marks the input invalid and describes it with the error', () => {
    renderWithUi(<TextField label="Email" name="email" value="x" onChange={() => {}} error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('is not invalid without an error, and keeps a given id', () => {
    renderWithUi(<TextField id="login-email" label="Email" name="email" value="" onChange={() => {}} required />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeRequired();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives each field its own generated id', () => {
    renderWithUi(
      <>
        <TextField label="First" name="first" value="" onChange={() => {}} />
        <TextField label="Last" name="last" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Last').id);
  });
});

describe('SelectField', () => {
  it('puts the placeholder first, with an empty value', () => {
    renderWithUi(
      <SelectField label="Block" name="block" value="" onChange={() => {}} options={blocks} placeholder="Choose a block" />,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a block', 'Block A', 'Block B']);
    expect(options[0]).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Block' })).toHaveDisplayValue('Choose a block');
  });

  it('has no empty option without a placeholder', () => {
    renderWithUi(<SelectField label="Block" name="block" value="a" onChange={() => {}} options={blocks} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('calls onChange with the chosen value and focuses from its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<SelectField label="Block" name="block" value="a" onChange={onChange} options={blocks} />);
    await user.click(screen.getByText('Block'));
    expect(screen.getByLabelText('Block')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Block'), 'Block B');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('shows its error', () => {
    renderWithUi(
      <SelectField label="Block" name="block" value="" onChange={() => {}} options={blocks} error="Choose a block" />,
    );
    expect(screen.getByLabelText('Block')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a block');
  });
});

describe('TextAreaField', () => {
  it('focuses from its label, reports typed text and shows its error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<TextAreaField label="Notes" name="notes" value="" onChange={onChange} error="Too short" />);
    await user.click(screen.getByText('Notes'));
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveFocus();
    await user.type(area, 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too short');
  });
});
