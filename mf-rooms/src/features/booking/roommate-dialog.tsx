import { useId, useState, type FormEvent } from 'react';
import { styled, Alert, Button, Dialog, TextField } from 'ui';
import { serverFieldErrors } from 'web-kit';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';
import { roommateFailure } from './booking-messages';

const EMPTY = { name: '', enrollmentId: '' };
type Form = typeof EMPTY;
type Field = keyof Form;

/** The server names the roommate's fields as the spec's payload does. */
const SERVER_FIELDS: Record<string, Field> = { roommateName: 'name', roomieRollNumber: 'enrollmentId' };

const Note = styled.p`
  margin: 0 0 1rem;
`;

const Problem = styled.div`
  margin-bottom: 1rem;
`;

/** Props of {@link RoommateDialog}. */
export interface RoommateDialogProps {
  room: GridRoom | null;
  busy: boolean;
  /** Why room selection is not open, or null when it is: nothing can be sent. */
  closedReason: string | null;
  /** Sends the request; resolves to null when sent, else the error. */
  onSend: (roommate: Form) => Promise<unknown>;
  onClose: () => void;
}

function RoommateForm({ room, busy, closedReason, onSend, onClose }: RoommateDialogProps & { room: GridRoom }) {
  const formId = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  // A corrected field loses its error at once.
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (closedReason !== null) return;
    const roommate = { name: form.name.trim(), enrollmentId: form.enrollmentId.trim() };
    const missing = (Object.keys(roommate) as Field[]).filter((field) => roommate[field] === '');
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, 'Required.'])));
      setProblem({ title: 'Validation Error', message: 'Please fill in all fields.' });
      return;
    }
    setProblem(null);
    const error = await onSend(roommate);
    if (!error) return onClose();
    const fields = Object.entries(serverFieldErrors(error)).flatMap(([name, message]) => (SERVER_FIELDS[name] ? [[SERVER_FIELDS[name], message]] : []));
    setFieldErrors(Object.fromEntries(fields));
    setProblem({ title: 'Request Failed', message: roommateFailure(error) });
  }

  return (
    <Dialog
      open
      title="Request Roommate"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={closedReason !== null}>
            Send Request
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Note>
          Room {room.number} is a Double. Name the student you want to share it with: they are asked to accept before the warden decides.
        </Note>
        {problem && (
          <Problem>
            <Alert>
              <strong>{problem.title}</strong>: {problem.message}
            </Alert>
          </Problem>
        )}
        <TextField label="Roommate Name" name="roommateName" value={form.name} onChange={set('name')} error={fieldErrors.name} autoComplete="off" />
        <TextField label="Roommate Enrollment ID" name="roomieRollNumber" value={form.enrollmentId} onChange={set('enrollmentId')} error={fieldErrors.enrollmentId} autoComplete="off" />
        <SelectionWindowBanner message={closedReason} open={false} />
      </form>
    </Dialog>
  );
}

/** The roommate dialog: the roommate's name and enrollment ID; empty fields send nothing. */
export function RoommateDialog(props: RoommateDialogProps) {
  return props.room ? <RoommateForm {...props} room={props.room} /> : null;
}
