import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { officeDay } from 'web-kit';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { myVisits, PASS_CODE, visit, visitorRules } from '../../testing/visitor-fixtures';
import { dayAfter, dayWords } from './visit-words';
import { VisitorsPage } from './visitors-page';
import { REGISTER_VISITOR, type VisitorInput } from './visitors.operations';

/** The next Sunday after today at the office: BH-1's short day (10:00-18:00) in the fixtures. */
function nextSunday(): string {
  let day = dayAfter(officeDay(), 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = dayAfter(day, 1);
  return day;
}

function renderForm(mocks: Mock[] = [], rules: Mock = visitorRules()) {
  const { client } = mockedClientWithPush([rules, myVisits([]), ...mocks]);
  renderScreen(<VisitorsPage />, { path: '/visitors', client });
  return screen.getByRole('form', { name: 'Register a visitor' });
}

const INPUT: VisitorInput = { visitorName: 'Sunita Rao', visitorPhone: '+91 98450 12345', relation: 'Mother', visitorGender: 'FEMALE', day: '', expectedFrom: '10:30', expectedTo: '12:00', overnight: false };

async function fillIn(user: UserEvent, form: HTMLElement, input: VisitorInput) {
  await user.type(within(form).getByLabelText("Visitor's name"), input.visitorName);
  await user.type(within(form).getByLabelText("Visitor's phone"), input.visitorPhone);
  await user.type(within(form).getByLabelText('Relation'), input.relation);
  if (input.visitorGender) await user.selectOptions(within(form).getByLabelText("Visitor's gender (optional)"), input.visitorGender === 'FEMALE' ? 'Female' : 'Male');
  await user.clear(within(form).getByLabelText('Day'));
  await user.type(within(form).getByLabelText('Day'), input.day);
  if (input.overnight) await user.click(within(form).getByLabelText('Stays overnight'));
  await user.type(within(form).getByLabelText('Expected from'), input.expectedFrom);
  await user.type(within(form).getByLabelText(input.overnight ? 'Leaving the next day at' : 'Expected until'), input.expectedTo);
}

const register = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register the visitor' }));

describe('Register a visitor', () => {
  it("starts on today, bounded to 30 days ahead, and says the chosen day's visiting hours from the hostel's rules", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const day = within(form).getByLabelText('Day');
    const today = officeDay();
    expect(day).toHaveValue(today);
    expect(day).toHaveAttribute('min', today);
    expect(day).toHaveAttribute('max', dayAfter(today, 30));
    const sunday = nextSunday();
    await user.clear(day);
    await user.type(day, sunday);
    expect(await within(form).findByText('Visiting hours at BH-1 on Sunday are 10:00-18:00.')).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription('Visiting hours at BH-1 on Sunday are 10:00-18:00.');
    expect(within(form).getByLabelText('Expected from')).toHaveAccessibleDescription('Visiting hours at BH-1 on Sunday are 10:00-18:00.');
    await user.clear(day);
    await user.type(day, dayAfter(sunday, 1));
    expect(within(form).getByText('Visiting hours at BH-1 on Monday are 09:00-20:00.')).toBeInTheDocument();
  });

  it("turns 'until' into the next day's leaving time for an overnight guest, and says a warden approves it where the rules say so", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await within(form).findByText(/Visiting hours at BH-1/);
    expect(within(form).queryByLabelText('Leaving the next day at')).not.toBeInTheDocument();
    await user.click(within(form).getByLabelText('Stays overnight'));
    expect(within(form).getByLabelText('Leaving the next day at')).toHaveAttribute('type', 'time');
    expect(within(form).getByLabelText('Stays overnight')).toHaveAccessibleDescription("An overnight guest at BH-1 needs a warden's approval: the pass comes once a warden approves. They leave by 11:00 the next day.");
  });

  it('registers the visitor, says so in a status that takes the focus, clears the form and lists the visit with its pass', async () => {
    const user = userEvent.setup();
    const day = nextSunday();
    const input = { ...INPUT, day };
    const form = renderForm([{ request: { query: REGISTER_VISITOR, variables: { input } }, result: { data: { registerVisitor: visit('v9', { day, expectedFrom: '10:30' }) } } }]);
    await within(form).findByText(/Visiting hours at BH-1/);
    await fillIn(user, form, input);
    await register(user);
    const status = await within(form).findByText(`Sunita Rao is registered for ${dayWords(day)}, 10:30-12:00. Their pass is under Your visitors: share it with them.`);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(form).getByLabelText("Visitor's name")).toHaveValue('');
    expect(within(form).getByLabelText('Expected from')).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Your visitors' });
    const item = within(list).getByRole('listitem', { name: 'Sunita Rao, Expected' });
    expect(within(item).getByText(PASS_CODE)).toBeInTheDocument();
  });

  it('says an overnight guest waits for a warden', async () => {
    const user = userEvent.setup();
    const day = nextSunday();
    const input = { ...INPUT, visitorGender: undefined, day, expectedFrom: '17:00', expectedTo: '11:00', overnight: true };
    const { visitorGender: _none, ...sent } = input;
    const answer = visit('v9', { status: 'PENDING_APPROVAL', day, expectedFrom: '17:00', expectedTo: '11:00', overnight: true });
    const form = renderForm([{ request: { query: REGISTER_VISITOR, variables: { input: sent } }, result: { data: { registerVisitor: answer } } }]);
    await within(form).findByText(/Visiting hours at BH-1/);
    await fillIn(user, form, input);
    await register(user);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `Sunita Rao is registered for ${dayWords(day)}, 17:00 until 11:00 the next day, and waits for a warden's approval: the pass comes once a warden approves.`,
    );
    const item = screen.getByRole('listitem', { name: "Sunita Rao, Waiting for a warden's approval" });
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the gateway's field error beside its field, focused, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const day = nextSunday();
    const input = { ...INPUT, day, expectedFrom: '09:00' };
    const message = 'Visiting hours at BH-1 on Sunday are 10:00-18:00.';
    const refusal = new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'expectedFrom', message }] } });
    const form = renderForm([{ request: { query: REGISTER_VISITOR, variables: { input } }, result: { errors: [refusal.toJSON()] } }]);
    await within(form).findByText(/Visiting hours at BH-1/);
    await fillIn(user, form, input);
    await register(user);
    const from = within(form).getByLabelText('Expected from');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription(message);
    await waitFor(() => expect(from).toHaveFocus());
    expect(within(form).getByLabelText("Visitor's name")).toHaveValue('Sunita Rao');
    expect(within(form).queryByText(/is registered for/)).not.toBeInTheDocument();
    // Fixing the field clears its message.
    await user.clear(from);
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it("says a refusal naming no field above the form, in the gateway's words", async () => {
    const user = userEvent.setup();
    const day = nextSunday();
    const input = { ...INPUT, day };
    const refusal = new GraphQLError('You have 10 visits registered still to come: cancel one first.', { extensions: { code: 'CONFLICT' } });
    const form = renderForm([{ request: { query: REGISTER_VISITOR, variables: { input } }, result: { errors: [refusal.toJSON()] } }]);
    await within(form).findByText(/Visiting hours at BH-1/);
    await fillIn(user, form, input);
    await register(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have 10 visits registered still to come: cancel one first.');
  });

  it('flags what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await within(form).findByText(/Visiting hours at BH-1/);
    await register(user);
    expect(within(form).getByLabelText("Visitor's name")).toHaveAccessibleDescription("Visitor's name is required.");
    expect(within(form).getByLabelText("Visitor's name")).toHaveFocus();
    expect(within(form).getByLabelText('Expected until')).toHaveAccessibleDescription('Expected until is required.');
  });

  it('shows the form disabled under a notice saying why to a student without a bed', async () => {
    const form = renderForm([], visitorRules(null));
    expect(await within(form).findByText(/You hold no bed yet: visitors come to residents of a hostel/)).toBeInTheDocument();
    for (const label of ["Visitor's name", "Visitor's phone", 'Relation', "Visitor's gender (optional)", 'Day', 'Stays overnight', 'Expected from', 'Expected until']) {
      expect(within(form).getByLabelText(label)).toBeDisabled();
    }
    expect(within(form).getByRole('button', { name: 'Register the visitor' })).toBeDisabled();
  });
});
