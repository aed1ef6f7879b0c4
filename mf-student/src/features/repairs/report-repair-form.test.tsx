import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { myRepairJobs, repairJob, repairRoom } from '../../testing/repair-fixtures';
import { RepairsPage } from './repairs-page';

/** The gateway's multipart route, stubbed at the edge: every call is kept, each answers `answers` in turn. */
function stubUpload(...answers: { status: number; body: unknown }[]) {
  const upload = vi.fn(async (_url: string, _init: RequestInit) => {
    const { status, body } = answers.shift() ?? { status: 500, body: { message: 'No more answers' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', upload);
  return upload;
}

const sentForm = (upload: ReturnType<typeof stubUpload>, call = 0) => upload.mock.calls[call]![1].body as FormData;

function renderPage(mocks: Mock[] = [myRepairJobs([])], room: { number: number; hostelName: string } | null = { number: 204, hostelName: 'BH-1' }) {
  const { client } = mockedClientWithPush([repairRoom(room), ...mocks]);
  renderScreen(<RepairsPage />, { path: '/repairs', client });
  return screen.getByRole('form', { name: 'Report a problem' });
}

const photo = (name: string, bytes = 1024) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  // The size is what the check reads: a real 12 MB buffer would only slow the test.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

async function fillIn(user: UserEvent, form: HTMLElement) {
  await user.selectOptions(within(form).getByLabelText('What kind of problem?'), 'Electrical (lights, fan, sockets)');
  await user.type(within(form).getByLabelText('What is wrong?'), 'The ceiling fan does not turn.');
  await user.click(within(form).getByLabelText('Urgent: unsafe, or I cannot use the room'));
  await user.click(within(form).getByLabelText('Staff may enter while I am out'));
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send the report' }));

afterEach(() => vi.unstubAllGlobals());

describe('Report a problem', () => {
  it('names the student\'s room, and groups the choices in fieldsets with legends', async () => {
    const form = renderPage();
    expect(await within(form).findByLabelText('My room: Room 204, BH-1')).toBeChecked();
    expect(within(form).getByRole('group', { name: 'Where is it?' })).toBeInTheDocument();
    expect(within(within(form).getByRole('group', { name: 'How urgent does it seem?' })).getAllByRole('radio')).toHaveLength(4);
    expect(within(within(form).getByLabelText('What kind of problem?')).getAllByRole('option')).toHaveLength(8);
    const picker = within(form).getByLabelText('Photos (optional)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture', 'environment');
    expect(picker).toHaveAttribute('multiple');
  });

  it('tells a student without a bed that repairs need one', async () => {
    const form = renderPage([myRepairJobs([])], null);
    expect(await within(form).findByText(/You hold no bed yet/)).toBeInTheDocument();
    expect(within(form).getByLabelText('My room')).toBeChecked();
    // Nothing to fill in or send until they hold one (the gateway would refuse the report).
    expect(within(form).getByLabelText('What kind of problem?')).toBeDisabled();
    expect(within(form).getByLabelText('What is wrong?')).toBeDisabled();
    expect(within(form).getByLabelText('Photos (optional)')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Send the report' })).toBeDisabled();
  });

  it('sends the multipart form the gateway reads, with its header, and shows the new report', async () => {
    const user = userEvent.setup();
    const upload = stubUpload({ status: 201, body: { id: 'j9', status: 'reported' } });
    const form = renderPage([myRepairJobs([]), myRepairJobs([repairJob('j9', { mayEnter: true, urgency: 'URGENT' })])]);
    await fillIn(user, form);
    await user.upload(within(form).getByLabelText('Photos (optional)'), [photo('fan.jpg'), photo('switch.jpg')]);
    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Your report was sent.');
    expect(upload).toHaveBeenCalledTimes(1);
    const [url, init] = upload.mock.calls[0]!;
    expect(url).toBe('/api/repairs');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = sentForm(upload);
    expect([...body.keys()]).toEqual(['category', 'place', 'description', 'urgency', 'mayEnter', 'photos', 'photos']);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'photos'))).toEqual({
      category: 'ELECTRICAL',
      place: 'room',
      description: 'The ceiling fan does not turn.',
      urgency: 'URGENT',
      mayEnter: 'true',
    });
    expect(body.getAll('photos').map((file) => (file as File).name)).toEqual(['fan.jpg', 'switch.jpg']);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Electrical: Room 204, BH-1, Reported' })).toHaveFocus());
    // The form is ready for the next report.
    expect(within(form).getByLabelText('What is wrong?')).toHaveValue('');
    expect(within(form).queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('sends a common area by name', async () => {
    const user = userEvent.setup();
    const upload = stubUpload({ status: 201, body: { id: 'j9' } });
    const form = renderPage([myRepairJobs([]), myRepairJobs([repairJob('j9', { roomNumber: null, commonArea: '2nd floor washroom' })])]);
    await fillIn(user, form);
    await user.click(within(form).getByLabelText('A common area of my hostel'));
    await user.type(within(form).getByLabelText('Which common area?'), '2nd floor washroom');
    await send(user);
    await screen.findByText('Your report was sent.');
    expect(sentForm(upload).get('place')).toBe('common');
    expect(sentForm(upload).get('commonArea')).toBe('2nd floor washroom');
    expect(sentForm(upload).getAll('photos')).toEqual([]);
  });

  it('flags what is missing, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const upload = stubUpload();
    const form = renderPage();
    await send(user);
    expect(within(form).getByLabelText('What kind of problem?')).toHaveAccessibleDescription('Choose what kind of problem it is.');
    expect(within(form).getByLabelText('What kind of problem?')).toHaveFocus();
    expect(within(form).getByLabelText('What is wrong?')).toHaveAccessibleDescription('Description is required.');
    expect(within(form).getByLabelText('Low: whenever there is time')).toHaveAccessibleDescription('Choose how urgent it seems.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's field error beside its field, focused, and keeps everything typed and chosen", async () => {
    const user = userEvent.setup();
    const message = 'Description must be at most 2000 characters.';
    stubUpload({ status: 400, body: { message, code: 'BAD_USER_INPUT', field: 'description', errors: [{ field: 'description', message }] } });
    const form = renderPage();
    await fillIn(user, form);
    await user.upload(within(form).getByLabelText('Photos (optional)'), photo('fan.jpg'));
    await send(user);
    const description = within(form).getByLabelText('What is wrong?');
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription(message);
    expect(description).toHaveValue('The ceiling fan does not turn.');
    expect(within(form).getByLabelText('What kind of problem?')).toHaveValue('ELECTRICAL');
    expect(within(form).getByLabelText('Urgent: unsafe, or I cannot use the room')).toBeChecked();
    expect(within(form).getByLabelText('Staff may enter while I am out')).toBeChecked();
    expect(within(within(form).getByRole('list', { name: 'Chosen photos' })).getByText(/fan\.jpg/)).toBeInTheDocument();
    expect(screen.queryByText('Your report was sent.')).not.toBeInTheDocument();
  });

  it("says a photo the server refused by the file's name, under the photos", async () => {
    const user = userEvent.setup();
    stubUpload({ status: 400, body: { message: 'photos[1]: only photos are taken (JPEG, PNG, WebP or HEIC), not PDF.', errors: [{ field: 'photos[1]', message: 'photos[1]: only photos are taken (JPEG, PNG, WebP or HEIC), not PDF.' }] } });
    const form = renderPage();
    await fillIn(user, form);
    await user.upload(within(form).getByLabelText('Photos (optional)'), [photo('fan.jpg'), photo('scan.jpg')]);
    await send(user);
    const picker = within(form).getByLabelText('Photos (optional)');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('scan.jpg: only photos are taken (JPEG, PNG, WebP or HEIC), not PDF.'));
  });

  it('refuses a 4th photo and a 12 MB photo before sending, in the server\'s words, and lets one be removed', async () => {
    const user = userEvent.setup();
    const upload = stubUpload({ status: 201, body: { id: 'j9' } });
    const form = renderPage([myRepairJobs([]), myRepairJobs([repairJob('j9')])]);
    await fillIn(user, form);
    const picker = within(form).getByLabelText('Photos (optional)');
    await user.upload(picker, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await user.upload(picker, photo('4.jpg'));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('At most 3 photos a report.'));
    const chosen = () => within(within(form).getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(chosen()).toEqual([expect.stringContaining('1.jpg'), expect.stringContaining('2.jpg'), expect.stringContaining('3.jpg')]);

    await user.click(within(form).getByRole('button', { name: 'Remove 2.jpg' }));
    expect(chosen()).toEqual([expect.stringContaining('1.jpg'), expect.stringContaining('3.jpg')]);
    expect(picker).toHaveFocus();
    await user.upload(picker, photo('big.jpg', 12 * 1024 * 1024));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('big.jpg: a photo may be at most 10 MB.'));
    expect(chosen()).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();

    await send(user);
    await screen.findByText('Your report was sent.');
    expect(sentForm(upload).getAll('photos').map((file) => (file as File).name)).toEqual(['1.jpg', '3.jpg']);
  });

  it("tells a student with 10 open reports the server's message, and keeps the form", async () => {
    const user = userEvent.setup();
    const message = 'You already have 10 open reports: wait for one to be fixed, or cancel one.';
    stubUpload({ status: 409, body: { message, code: 'CONFLICT', field: 'input', errors: [{ field: 'input', message: 'Too many open reports.' }] } });
    const form = renderPage();
    await fillIn(user, form);
    await send(user);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(form).getByLabelText('What is wrong?')).toHaveValue('The ceiling fan does not turn.');
  });

  it('reports by keyboard alone', async () => {
    const user = userEvent.setup();
    const upload = stubUpload({ status: 201, body: { id: 'j9' } });
    const form = renderPage([myRepairJobs([]), myRepairJobs([repairJob('j9')])]);
    await within(form).findByLabelText('My room: Room 204, BH-1');
    await user.tab();
    expect(within(form).getByLabelText('What kind of problem?')).toHaveFocus();
    // jsdom does not move a select's choice by key (Chromium does): chosen here as a phone's picker would.
    await user.selectOptions(within(form).getByLabelText('What kind of problem?'), 'ELECTRICAL');
    expect(within(form).getByLabelText('What kind of problem?')).toHaveValue('ELECTRICAL');
    await user.tab(); // the place's checked radio
    expect(within(form).getByLabelText('My room: Room 204, BH-1')).toHaveFocus();
    await user.tab();
    await user.keyboard('The fan does not turn.');
    await user.tab(); // the urgency's first radio
    await user.keyboard(' ');
    expect(within(form).getByLabelText('Urgent: unsafe, or I cannot use the room')).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(within(form).getByLabelText('Staff may enter while I am out')).toBeChecked();
    await user.tab(); // the photos' picker
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send the report' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('Your report was sent.');
    expect(sentForm(upload).get('description')).toBe('The fan does not turn.');
  });
});
