import { styled, Button } from 'ui';
import { ErrorText } from './choice-fieldset';
import { MAX_PHOTOS, photoRefusal } from './repair-form-values';

const Wrapper = styled.div`
  margin-bottom: 1rem;
`;

const Label = styled.label`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
  margin-bottom: 0.375rem;
`;

const Hint = styled.p`
  margin: 0 0 0.375rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

/** The native picker (it opens the camera on a phone), as wide as its column and as tall as a tap needs. */
const FileInput = styled.input`
  display: block;
  max-width: 100%;
  min-height: 2.75rem;
  font: inherit;

  &::file-selector-button {
    min-height: 2.75rem;
    margin-right: 0.75rem;
    padding: 0 1rem;
    font: inherit;
    font-weight: 600;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    min-width: 0;
  }

  span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  id: string;
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  /** A refusal (ours or the gateway's), said under the picker. */
  error?: string;
  onRefused: (message: string | undefined) => void;
  disabled?: boolean;
}

/**
 * Up to 3 photos taken or chosen on the phone, each at most 10 MB: a choice that would break
 * either is refused whole, in the gateway's words, and nothing already chosen is lost. Each
 * chosen file is listed by name, with a button that takes it out.
 */
export function PhotoPicker({ id, photos, onChange, error, onRefused, disabled }: PhotoPickerProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <Label htmlFor={id}>Photos (optional)</Label>
      <Hint id={hintId}>Up to {MAX_PHOTOS} photos, each at most 10 MB.</Hint>
      <FileInput
        id={id}
        name="photos"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? []);
          // Emptied, so that choosing the same file again (after removing it) is a change.
          event.target.value = '';
          if (added.length === 0) return;
          const refusal = photoRefusal(photos, added);
          onRefused(refusal ?? undefined);
          if (!refusal) onChange([...photos, ...added]);
        }}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      {photos.length > 0 && (
        <Chosen aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              <span>
                {photo.name} ({sizeOf(photo.size)})
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={`Remove ${photo.name}`}
                onClick={() => {
                  onRefused(undefined);
                  onChange(photos.filter((_, i) => i !== index));
                  // The button goes with its file: the focus goes back to the picker, not to the page's top.
                  document.getElementById(id)?.focus();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </Chosen>
      )}
    </Wrapper>
  );
}
