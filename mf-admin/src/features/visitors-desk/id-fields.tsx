import { useId } from 'react';
import { styled, SelectField } from 'ui';
import { BigInput, ErrorText, FieldLabel } from '../front-desk/desk-styles';
import type { ShownId } from './shown-id';
import { ID_TYPE_WORDS } from './visit-words';

const ID_TYPES = Object.entries(ID_TYPE_WORDS).map(([value, label]) => ({ value, label }));

const Last4 = styled(BigInput)`
  max-width: 10rem;
  letter-spacing: 0.2em;
`;

/** Props of {@link IdFields}. */
export interface IdFieldsProps {
  value: ShownId;
  onChange: (value: ShownId) => void;
  errors: { idType?: string; idLast4?: string };
}

/**
 * The identity document the visitor shows: its type, then its last 4 characters (never the whole
 * number: the desk keeps no more). One under the other, in the order the guard reads the card.
 */
export function IdFields({ value, onChange, errors }: IdFieldsProps) {
  const id = useId();
  return (
    <>
      <SelectField
        label="ID shown"
        name="idType"
        placeholder="Choose the type of ID"
        value={value.idType}
        options={ID_TYPES}
        error={errors.idType}
        onChange={(idType) => onChange({ ...value, idType: idType as ShownId['idType'] })}
      />
      <div>
        <FieldLabel htmlFor={id}>Last 4 characters of the ID</FieldLabel>
        <Last4
          id={id}
          name="idLast4"
          value={value.idLast4}
          maxLength={4}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={errors.idLast4 ? true : undefined}
          aria-describedby={errors.idLast4 ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...value, idLast4: event.target.value })}
        />
        {errors.idLast4 && <ErrorText id={`${id}-error`}>{errors.idLast4}</ErrorText>}
      </div>
    </>
  );
}
