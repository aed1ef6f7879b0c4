import { useEffect, useRef, useState } from 'react';

/**
 * A form's errors, one a field, and the one message about the whole form, with where the focus
 * goes once they are on screen: the first field in error (in `order`), else the message (the
 * element `failureId`), as a keyboard or screen reader user needs to find what stopped the form.
 */
export function useFormErrors<F extends string>(order: readonly F[], idOf: (field: F) => string, failureId: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Where the focus goes once the render that shows the errors (or the status) is on screen.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** Shows `found` and `message` in place of what was shown, and moves the focus to the first of them. */
  const show = (found: Partial<Record<F, string>>, message: string | null) => {
    setErrors(found);
    setFailure(message);
    const first = order.find((field) => found[field]);
    focusNext.current = first ? idOf(first) : message ? failureId : null;
  };

  /** The field was changed: its error goes. */
  const fixed = (field: F) =>
    setErrors((current) => {
      const { [field]: _fixed, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });

  /** Moves the focus to the element `id` once the next render is on screen. */
  const focusAfterRender = (id: string) => {
    focusNext.current = id;
  };

  return { errors, setErrors, failure, show, fixed, focusAfterRender };
}
