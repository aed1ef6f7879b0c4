import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FIX_REPAIR } from '../repairs.operations';
import { hoursAgo, job, jobRead, myJobs, renderJobsPage } from './maintenance.fixtures';

const TITLE = 'Electrical: Room 204, BH-1';
const WORKING = job('fan', { status: 'IN_PROGRESS', startedAt: hoursAgo(1) });
const FIXED = job('fan', { status: 'FIXED', startedAt: hoursAgo(1), fixedAt: hoursAgo(0) });

/** The gateway's multipart route, stubbed at the edge: each call answers `answers` in turn. */
function stubFixed(...answers: { status: number; body: unknown }[]) {
  const post = vi.fn(async (_url: string, _init: RequestInit) => {
    const { status, body } = answers.shift() ?? { status: 500, body: { message: 'No more answers' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', post);
  return post;
}

const photo = (name: string, bytes = 2048) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** Opens the card's Mark fixed form. */
async function openFixForm() {
  const user = userEvent.setup();
  const card = await screen.findByRole('listitem', { name: `${TITLE}, In progress` });
  await user.click(within(card).getByRole('button', { name: 'Mark fixed' }));
  const form = within(card).getByRole('form', { name: `Mark ${TITLE} fixed` });
  return { user, form, note: within(form).getByRole('textbox', { name: 'What was done' }), picker: within(form).getByLabelText('Photo of the work (optional)') };
}

describe('MaintenanceJobsPage: Mark fixed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks what was done before sending anything', async () => {
    const fixed = vi.fn(() => ({ data: { fixRepair: FIXED } }));
    renderJobsPage([myJobs([WORKING]), { request: { query: FIX_REPAIR, variables: { id: 'fan', note: 'x' } }, result: fixed }]);
    const { user, form, note } = await openFixForm();
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toBeRequired();
    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(expect.stringContaining('Say what was done.')));
    await waitFor(() => expect(note).toHaveFocus());
    expect(fixed).not.toHaveBeenCalled();
  });

  it('without a photo: fixRepair, the job moves to Done, the status line says so and takes the focus', async () => {
    const fixed = vi.fn(() => ({ data: { fixRepair: FIXED } }));
    const post = stubFixed();
    renderJobsPage([myJobs([WORKING]), { request: { query: FIX_REPAIR, variables: { id: 'fan', note: 'Replaced the capacitor.' } }, result: fixed }]);
    const { user, form, note, picker } = await openFixForm();
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture', 'environment');
    expect(picker).not.toHaveAttribute('multiple');
    await user.type(note, '  Replaced the capacitor. ');
    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));

    const line = await screen.findByText(`Marked fixed: ${TITLE}. The student is asked to confirm.`);
    expect(line).toHaveAttribute('role', 'status');
    await waitFor(() => expect(line).toHaveFocus());
    expect(fixed).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    expect(within(screen.getByRole('list', { name: 'Done' })).getByRole('listitem', { name: `${TITLE}, Fixed` })).toBeInTheDocument();
    expect(screen.getByText('No other open jobs.')).toBeInTheDocument();
  });

  it('with a photo: a multipart POST to /api/repairs/:id/fixed with the note, the photo and X-Requested-With; then the job is read again', async () => {
    const post = stubFixed({ status: 200, body: { id: 'fan', status: 'FIXED' } });
    renderJobsPage([myJobs([WORKING]), jobRead(FIXED)]);
    const { user, form, note, picker } = await openFixForm();
    const taken = photo('fan.jpg');
    await user.type(note, 'Replaced the capacitor.');
    await user.upload(picker, taken);
    expect(within(form).getByText('Chosen: fan.jpg')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));

    const line = await screen.findByText(`Marked fixed: ${TITLE}. The student is asked to confirm.`);
    await waitFor(() => expect(line).toHaveFocus());
    expect(post).toHaveBeenCalledTimes(1);
    const [url, init] = post.mock.calls[0]!;
    expect(url).toBe('/api/repairs/fan/fixed');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const sent = init.body as FormData;
    expect(sent.get('note')).toBe('Replaced the capacitor.');
    expect(sent.getAll('photos')).toHaveLength(1);
    expect((sent.get('photos') as File).name).toBe('fan.jpg');
    // The REST answer is not the cache's: the job read again (jobRead) moved it to Done.
    expect(within(screen.getByRole('list', { name: 'Done' })).getByRole('listitem', { name: `${TITLE}, Fixed` })).toBeInTheDocument();
  });

  it("says the REST bridge's refusal in its words, beside the photo when it names the field, and keeps the form", async () => {
    stubFixed(
      { status: 400, body: { message: 'photos[0]: not a photo we can read.', code: 'BAD_USER_INPUT', errors: [{ field: 'photos', message: 'photos[0]: not a photo we can read.' }] } },
      { status: 409, body: { message: 'This job is already fixed.', code: 'CONFLICT' } },
    );
    renderJobsPage([myJobs([WORKING])]);
    const { user, form, note, picker } = await openFixForm();
    await user.type(note, 'Replaced the capacitor.');
    await user.upload(picker, photo('fan.heic'));
    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));
    expect(await within(form).findByText('photos[0]: not a photo we can read.')).toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This job is already fixed.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(note).toHaveValue('Replaced the capacitor.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says a GraphQL refusal of the note beside the note, in the server's words", async () => {
    const words = 'note: at most 2000 characters.';
    renderJobsPage([
      myJobs([WORKING]),
      { request: { query: FIX_REPAIR, variables: { id: 'fan', note: 'Done.' } }, result: { errors: [new GraphQLError('Check the note.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'note', message: words }] } })] } },
    ]);
    const { user, form, note } = await openFixForm();
    await user.type(note, 'Done.');
    await user.click(within(form).getByRole('button', { name: 'Mark fixed' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(expect.stringContaining(words)));
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('refuses a photo over 10 MB before sending it', async () => {
    const post = stubFixed();
    renderJobsPage([myJobs([WORKING])]);
    const { user, form, picker } = await openFixForm();
    await user.upload(picker, photo('huge.jpg', 11 * 1024 * 1024));
    expect(within(form).getByText('A photo may be at most 10 MB.')).toBeInTheDocument();
    expect(within(form).queryByText('Chosen: huge.jpg')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
