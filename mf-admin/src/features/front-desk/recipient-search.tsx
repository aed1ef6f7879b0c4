import { useId, type Ref } from 'react';
import { styled, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { DESK_PARCEL_RECIPIENTS, type ParcelRecipient } from './front-desk.operations';
import { recipientLabel, SEARCH_FROM } from './parcel-words';
import { useDebounced } from './use-debounced';
import { BigInput, ErrorText, FieldLabel } from './desk-styles';

/** How long the typing pauses before the desk asks: a name typed quickly is one question. */
export const SEARCH_DEBOUNCE_MS = 150;

const Results = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  width: 100%;
  min-height: 3rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Chosen = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;

/** Props of {@link RecipientSearch}. */
export interface RecipientSearchProps {
  text: string;
  onText: (text: string) => void;
  chosen: ParcelRecipient | null;
  onChoose: (recipient: ParcelRecipient) => void;
  /** The server's word on the recipient (studentId), shown under the box. */
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The resident a parcel is for, found as the guard types (a name, an enrollment ID or a room):
 * from two characters, when the typing pauses; each match a button, one tap to choose.
 */
export function RecipientSearch({ text, onText, chosen, onChoose, error, inputRef }: RecipientSearchProps) {
  const id = useId();
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  // Settled: the box says what was asked (not a name just chosen, nor a box just cleared).
  const asking = !chosen && query.length >= SEARCH_FROM && query === text.trim();
  const { data, loading, error: failed } = useQuery(DESK_PARCEL_RECIPIENTS, { variables: { query }, skip: !asking });
  const found = asking ? data?.parcelRecipients : undefined;

  return (
    <div>
      <FieldLabel htmlFor={id}>Recipient</FieldLabel>
      <BigInput
        ref={inputRef}
        id={id}
        type="search"
        name="recipient"
        value={text}
        placeholder="Name, enrollment ID or room"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onText(event.target.value)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {chosen && <Chosen>For {recipientLabel(chosen)}</Chosen>}
      {asking && loading && !found && <Spinner size="sm" label="Looking for residents" />}
      {asking && failed && <Note role="alert">{serverMessage(failed, 'The search did not answer. Try again.')}</Note>}
      {found && found.length === 0 && <Note>No resident of your desk matches “{query}”.</Note>}
      {found && found.length > 0 && (
        <Results aria-label="Matching residents">
          {found.map((recipient) => (
            <li key={recipient.studentId}>
              <Choice type="button" onClick={() => onChoose(recipient)}>
                {recipientLabel(recipient)}
              </Choice>
            </li>
          ))}
        </Results>
      )}
    </div>
  );
}
