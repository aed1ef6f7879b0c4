import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextAreaField } from 'ui';
import { RefusalMessage } from '../../../shared/status-message';
import { BigButton, ButtonRow } from './big-button';
import type { WorkOutcome } from './use-repair-work';

/** Props of {@link StartWorkForm}. */
export interface StartWorkFormProps {
  title: string;
  busy: boolean;
  start: (note: string) => Promise<WorkOutcome>;
  onStarted: () => void;
  onCancel: () => void;
}

/** "Start work", with an optional note for the thread (the student sees it). A refusal keeps the note. */
export function StartWorkForm({ title, busy, start, onStarted, onCancel }: StartWorkFormProps) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();

  // Opened from its button, which is gone now: the focus goes to the note.
  useEffect(() => {
    document.getElementById(noteId)?.focus();
  }, [noteId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const outcome = await start(note);
    if (outcome.done) return onStarted();
    if (outcome.fields.note) {
      setNoteError(outcome.fields.note);
      document.getElementById(noteId)?.focus();
    } else setRefusal(outcome.message);
  }

  return (
    <form aria-label={`Start work on ${title}`} onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        id={noteId}
        label="Note (optional, the student sees it)"
        name="note"
        rows={2}
        maxLength={2000}
        value={note}
        error={noteError}
        onChange={(value) => {
          setNote(value);
          setNoteError(undefined);
        }}
      />
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      <ButtonRow>
        <BigButton type="submit" loading={busy}>
          Start work
        </BigButton>
        <BigButton type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </BigButton>
      </ButtonRow>
    </form>
  );
}
