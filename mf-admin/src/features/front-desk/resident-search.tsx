import { useId, type Ref } from 'react';
import { styled, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery, type TypedDocumentNode } from 'web-kit/graphql';
import { SEARCH_FROM } from './parcel-words';
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

/** A resident of the desk's hostels, as the search (`parcelRecipients`) finds them. */
export interface Resident {
  studentId: string;
  name: string;
  enrollmentId?: string | null;
  hostelName: string;
  roomNumber: number;
}

/** A search result as the guard reads it: "Asha Rao (CS21-001), Room 204, GH-1". */
export function residentLabel(resident: Resident): string {
  const enrollment = resident.enrollmentId ? ` (${resident.enrollmentId})` : '';
  return `${resident.name}${enrollment}, Room ${resident.roomNumber}, ${resident.hostelName}`;
}

/** What a desk's form gives its search box. */
export interface DeskSearchProps<T extends Resident> {
  text: string;
  onText: (text: string) => void;
  chosen: T | null;
  onChoose: (resident: T) => void;
  /** The server's word on the field the choice fills (studentId, hostId), shown under the box. */
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}

/** Props of {@link ResidentSearch}: a desk's own operation and words around the same box. */
export interface ResidentSearchProps<T extends Resident> extends DeskSearchProps<T> {
  /** The desk's operation (its own name, for the server's logs and the persisted list), asking `parcelRecipients`. */
  document: TypedDocumentNode<{ parcelRecipients: T[] }, { query: string }>;
  label: string;
  name: string;
  /** What shows under the box once one is chosen: "For Asha Rao (…), Room 204, GH-1". */
  chosenWords: (resident: T) => string;
}

/**
 * A resident of the desk's hostels, found as the guard types (a name, an enrollment ID or a
 * room): from two characters, when the typing pauses; each match a button, one tap to choose.
 * The parcels desk's recipient and the visitors desk's host are both chosen with it.
 */
export function ResidentSearch<T extends Resident>({ document, label, name, chosenWords, text, onText, chosen, onChoose, error, inputRef }: ResidentSearchProps<T>) {
  const id = useId();
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  // Settled: the box says what was asked (not a name just chosen, nor a box just cleared).
  const asking = !chosen && query.length >= SEARCH_FROM && query === text.trim();
  const { data, loading, error: failed } = useQuery(document, { variables: { query }, skip: !asking });
  const found = asking ? data?.parcelRecipients : undefined;

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <BigInput
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={text}
        placeholder="Name, enrollment ID or room"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onText(event.target.value)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {chosen && <Chosen>{chosenWords(chosen)}</Chosen>}
      {asking && loading && !found && <Spinner size="sm" label="Looking for residents" />}
      {asking && failed && <Note role="alert">{serverMessage(failed, 'The search did not answer. Try again.')}</Note>}
      {found && found.length === 0 && <Note>No resident of your desk matches “{query}”.</Note>}
      {found && found.length > 0 && (
        <Results aria-label="Matching residents">
          {found.map((resident) => (
            <li key={resident.studentId}>
              <Choice type="button" onClick={() => onChoose(resident)}>
                {residentLabel(resident)}
              </Choice>
            </li>
          ))}
        </Results>
      )}
    </div>
  );
}
