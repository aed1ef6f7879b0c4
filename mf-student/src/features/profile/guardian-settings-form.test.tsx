import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from 'web-kit/testing';
import { GuardianSettingsForm } from './guardian-settings-form';
import { UPDATE_MY_SETTINGS, type ProfileUser } from './profile.operations';

const USER: ProfileUser & { __typename: 'User' } = {
  __typename: 'User',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@uni.edu',
  enrollmentId: 'CS2021001',
  phoneNumber: null,
  dob: null,
  address: null,
  gender: 'FEMALE',
  guardianName: 'Meera Rao',
  guardianEmail: null,
  guardianPhone: '9876500000',
  emailNotifications: false,
};

const INPUT = { guardianName: 'Meera R. Rao', guardianEmail: 'meera@example.com', guardianPhone: '', emailNotifications: true };
const saved = { __typename: 'User', id: 'u1', guardianName: 'Meera R. Rao', guardianEmail: 'meera@example.com', guardianPhone: null, emailNotifications: true };

async function editAndSave() {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText("Guardian's name"));
  await user.type(screen.getByLabelText("Guardian's name"), '  Meera R. Rao ');
  await user.type(screen.getByLabelText("Guardian's email"), 'meera@example.com');
  await user.clear(screen.getByLabelText("Guardian's phone"));
  await user.click(screen.getByRole('checkbox', { name: 'Email me about decisions' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('GuardianSettingsForm', () => {
  it('starts from the saved settings', () => {
    renderScreen(<GuardianSettingsForm user={USER} />);
    expect(screen.getByRole('form', { name: 'Guardian and notifications' })).toBeInTheDocument();
    expect(screen.getByLabelText("Guardian's name")).toHaveValue('Meera Rao');
    expect(screen.getByLabelText("Guardian's email")).toHaveValue('');
    expect(screen.getByLabelText("Guardian's email")).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText("Guardian's phone")).toHaveValue('9876500000');
    expect(screen.getByRole('checkbox', { name: 'Email me about decisions' })).not.toBeChecked();
  });

  it('saves trimmed values (a blank one clears it) and says so', async () => {
    // Exact variables: untrimmed text or a missing field would not match the mock.
    renderScreen(<GuardianSettingsForm user={USER} />, { mocks: [{ request: { query: UPDATE_MY_SETTINGS, variables: { input: INPUT } }, result: { data: { updateMySettings: saved } } }] });
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    const user = await editAndSave();
    expect(await screen.findByText('Settings saved.')).toHaveAttribute('role', 'status');
    await user.type(screen.getByLabelText("Guardian's name"), 'x');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it("shows the server's message under the field it refuses", async () => {
    const refusal = new GraphQLError('Please enter a valid email address.', {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'guardianEmail', message: 'Please enter a valid email address.' }] },
    });
    renderScreen(<GuardianSettingsForm user={USER} />, { mocks: [{ request: { query: UPDATE_MY_SETTINGS, variables: { input: INPUT } }, result: { errors: [refusal.toJSON()] } }] });
    await editAndSave();
    const email = screen.getByLabelText("Guardian's email");
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText("Guardian's name")).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });
});
