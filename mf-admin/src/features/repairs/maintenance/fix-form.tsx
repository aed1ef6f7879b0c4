import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { styled, TextAreaField } from 'ui';
import { RefusalMessage } from '../../../shared/status-message';
import { BigButton, ButtonRow } from './big-button';
import { PHOTO_MAX_BYTES } from './fix-repair.api';
import type { WorkOutcome } from './use-repair-work';

const Field = styled.div`
  margin-bottom: 1rem;

  label {
    display: block;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }

  input {
    display: block;
    max-width: 100%;
    min-height: 3rem;
    font: inherit;
  }
`;

const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0.375rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** Props of {@link FixForm}. */
export interface FixFormProps {
  title: string;
  busy: boolean;
  fix: (note: string, photo: File | null) => Promise<WorkOutcome>;
  onFixed: () => void;
  onCancel: () => void;
}

/**
 * "Mark fixed": what was done (required, it goes to the thread) and a photo of the work if the
 * person takes one (the phone's back camera opens). A refusal keeps both, so nothing is retyped.
 */
export function FixForm({ title, busy, fix, onFixed, onCancel }: FixFormProps) {
  const noteId = useId();
  const photoId = useId();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ note?: string; photos?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // The field to focus once the form has rendered: the picker is disabled while the photo is sent.
  const focusNext = useRef<string | null>(noteId);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (note.trim() === '') {
      focusNext.current = noteId;
      setErrors({ note: 'Say what was done.' });
      return;
    }
    const outcome = await fix(note, photo);
    if (outcome.done) return onFixed();
    const { note: noteError, photos: photoError } = outcome.fields;
    focusNext.current = noteError ? noteId : photoError ? photoId : null;
    setErrors({ note: noteError, photos: photoError });
    if (!noteError && !photoError) setRefusal(outcome.message);
  }

  return (
    <form aria-label={`Mark ${title} fixed`} onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        id={noteId}
        label="What was done"
        name="note"
        required
        rows={3}
        maxLength={2000}
        value={note}
        error={errors.note}
        onChange={(value) => {
          setNote(value);
          setErrors((last) => ({ ...last, note: undefined }));
        }}
      />
      <Field>
        <label htmlFor={photoId}>Photo of the work (optional)</label>
        <input
          id={photoId}
          name="photos"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={busy}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? `${photoId}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && chosen.size > PHOTO_MAX_BYTES) {
              event.target.value = '';
              setErrors((last) => ({ ...last, photos: 'A photo may be at most 10 MB.' }));
              return;
            }
            setErrors((last) => ({ ...last, photos: undefined }));
            setPhoto(chosen);
          }}
        />
        {errors.photos && <Problem id={`${photoId}-error`}>{errors.photos}</Problem>}
        {photo && <Chosen>Chosen: {photo.name}</Chosen>}
      </Field>
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      <ButtonRow>
        <BigButton type="submit" variant="success" loading={busy}>
          Mark fixed
        </BigButton>
        <BigButton type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </BigButton>
      </ButtonRow>
    </form>
  );
}
