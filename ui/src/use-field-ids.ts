import { useId } from 'react';

/** The ids and ARIA attributes that tie a field's label, control and error text together. */
export interface FieldIds {
  id: string;
  errorId: string;
  controlAria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** Uses the given `id` or a generated one, and marks the control invalid when there is an error. */
export function useFieldIds(id: string | undefined, error: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return {
    id: controlId,
    errorId,
    controlAria: error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {},
  };
}
