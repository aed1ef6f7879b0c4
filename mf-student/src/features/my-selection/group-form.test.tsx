import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen, type Mock } from 'web-kit/testing';
import { group, ME, MEERA, member, mySelection, mySelectionMock, noSelection, PRIYA, refusal } from '../../testing/my-selection-fixtures';
import { hostelsMock } from '../../testing/selection-fixtures';
import { SelectionPage } from '../selection/selection-page';
import { SELECTION_CLASSMATE } from './group-form.operations';
import { FORM_SELECTION_GROUP } from './my-selection.operations';

const renderSelection = (mocks: Mock[]) => renderScreen(<SelectionPage />, { at: '/selection', mocks: [hostelsMock([]), ...mocks, ...noSelection()] });
const form = () => within(screen.getByRole('group', { name: 'Form a roommate group' }));
const row = (n: number) => within(form().getByRole('group', { name: `Roommate ${n}` }));

/** The look-up of one enrollment ID, answered with the classmate's name. */
const classmate = (enrollmentId: string, name: string): Mock => ({
  request: { query: SELECTION_CLASSMATE, variables: { enrollmentId } },
  result: { data: { selectionClassmate: { __typename: 'SelectionClassmate', name, enrollmentId } } },
});
const notAClassmate = (enrollmentId: string): Mock => {
  const message = `No student drawn for Room selection 2026 who can share a room with you has enrollment ID ${enrollmentId}: check it with them.`;
  return { request: { query: SELECTION_CLASSMATE, variables: { enrollmentId } }, result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'enrollmentId', message }] } })] } };
};

describe("/selection's roommate group, named by enrollment ID (issue 51)", () => {
  it('needs only enrollment IDs, shows whose each is, and forms the group once the names are confirmed', async () => {
    const user = userEvent.setup();
    const members = [
      { name: 'Priya Shah', enrollmentId: 'DEMO002' },
      { name: 'Meera Iyer', enrollmentId: 'DEMO003' },
    ];
    const formed = group([ME], [member(PRIYA.id, PRIYA.name, PRIYA.enrollmentId, 'PENDING'), member(MEERA.id, MEERA.name, MEERA.enrollmentId, 'PENDING')]);
    renderSelection([
      mySelectionMock(mySelection()),
      classmate('DEMO002', 'Priya Shah'),
      classmate('DEMO003', 'Meera Iyer'),
      { request: { query: FORM_SELECTION_GROUP, variables: { members } }, result: { data: { formSelectionGroup: formed } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Roommate group' })).toBeInTheDocument();
    expect(form().queryByLabelText('Name')).not.toBeInTheDocument(); // the ID is enough

    // Empty: refused here, the field named.
    await user.click(form().getByRole('button', { name: 'Form group' }));
    expect(form().getAllByRole('alert')[0]).toHaveTextContent('Please give the enrollment ID of each roommate.');
    expect(row(1).getByLabelText('Enrollment ID')).toHaveAttribute('aria-invalid', 'true');

    await user.type(row(1).getByLabelText('Enrollment ID'), ' demo002 ');
    await user.click(form().getByRole('button', { name: 'Add a roommate' }));
    // Two others fill a room of three: no third row is offered.
    expect(form().queryByRole('button', { name: 'Add a roommate' })).not.toBeInTheDocument();
    await user.type(row(2).getByLabelText('Enrollment ID'), 'DEMO002');
    await user.click(form().getByRole('button', { name: 'Form group' }));
    expect(row(2).getByLabelText('Enrollment ID')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getAllByRole('alert')[0]).toHaveTextContent('Name each roommate once.');
    await user.clear(row(2).getByLabelText('Enrollment ID'));
    await user.type(row(2).getByLabelText('Enrollment ID'), 'DEMO003');
    await user.click(form().getByRole('button', { name: 'Form group' }));

    // The names, for confirmation, before anyone is asked.
    const dialog = await screen.findByRole('dialog', { name: 'Form this group?' });
    expect(dialog).toHaveTextContent('You ask Priya Shah (DEMO002) and Meera Iyer (DEMO003) to join your group. Each is asked to accept.');
    await user.click(within(dialog).getByRole('button', { name: 'Form group' }));

    expect(await screen.findByRole('list', { name: 'Members' })).toHaveTextContent('Asha Rao (DEMO001) Leader');
    // The form went with the group formed: the focus goes to what happened (issue 51).
    const said = screen.getByText('Your group is formed: those you named are asked to join, and join when they accept.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Invited, not answered yet' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Priya Shah (DEMO002)', 'Meera Iyer (DEMO003)']);
    expect(screen.queryByRole('group', { name: 'Form a roommate group' })).not.toBeInTheDocument();
  });

  it('says beside its field an ID that is no classmate’s, and asks nobody', async () => {
    const user = userEvent.setup();
    renderSelection([mySelectionMock(mySelection()), notAClassmate('BH21999')]);
    await screen.findByRole('heading', { name: 'Roommate group' });
    await user.type(row(1).getByLabelText('Enrollment ID'), 'BH21999');
    await user.click(form().getByRole('button', { name: 'Form group' }));
    expect(await form().findByText('No student drawn for Room selection 2026 who can share a room with you has enrollment ID BH21999: check it with them.')).toBeInTheDocument();
    expect(row(1).getByLabelText('Enrollment ID')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getAllByRole('alert')[0]).toHaveTextContent('Check the enrollment IDs marked below.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Corrected, the field's error goes.
    await user.type(row(1).getByLabelText('Enrollment ID'), '0');
    expect(row(1).getByLabelText('Enrollment ID')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the student change a name they did not mean, and shows the server’s refusal of the group', async () => {
    const user = userEvent.setup();
    renderSelection([
      mySelectionMock(mySelection()),
      classmate('BH21001', 'Rahul Sharma'),
      classmate('BH21001', 'Rahul Sharma'),
      { request: { query: FORM_SELECTION_GROUP, variables: { members: [{ name: 'Rahul Sharma', enrollmentId: 'BH21001' }] } }, result: refusal('CONFLICT', 'Rahul Sharma is already in a roommate group.') },
    ]);
    await screen.findByRole('heading', { name: 'Roommate group' });
    await user.type(row(1).getByLabelText('Enrollment ID'), 'BH21001');
    await user.click(form().getByRole('button', { name: 'Form group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form this group?' });
    expect(dialog).toHaveTextContent('You ask Rahul Sharma (BH21001) to join your group.');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row(1).getByLabelText('Enrollment ID')).toHaveValue('BH21001');

    await user.click(form().getByRole('button', { name: 'Form group' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Form this group?' })).getByRole('button', { name: 'Form group' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Rahul Sharma is already in a roommate group.');
  });
});
