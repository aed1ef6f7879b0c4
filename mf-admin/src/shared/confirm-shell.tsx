import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { styled, Alert, Button, type ButtonVariant, Dialog } from 'ui';
import { serverMessage } from 'web-kit';

// The dialog's buttons, a whole tap target each (the dialog is drawn outside the page's styles).
const DialogButton = styled(Button)`
  min-height: 44px;
`;

/** Props of {@link ConfirmShell}. */
export interface ConfirmShellProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The confirm button's text, e.g. "Retire room". */
  confirmLabel: ReactNode;
  /** `danger` for what cannot be undone or deletes. */
  confirmVariant?: ButtonVariant;
  /** While the work runs: the confirm button spins, Cancel, Escape and the backdrop do nothing. */
  busy: boolean;
  onClose: () => void;
  /** The confirm button's click; or, with `form`, the form's submit (Enter in a field too). */
  onConfirm: () => void;
  /** Puts the body in a form that the confirm button submits. */
  form?: boolean;
  /** With `form`: the form's accessible name (a landmark then); without it the form stays unnamed. */
  formLabel?: string;
  /** For a dialog that stays mounted (the owner's state opens it); others mount it only while open. */
  open?: boolean;
  /** What will happen, and any fields. */
  children: ReactNode;
  /** The refusal (the server's sentence in an alert), under the body and inside the form. */
  failure?: ReactNode;
  /**
   * A new problem (a refusal, a field found wrong): each new value moves the focus to the refusal,
   * or without one to the first field marked invalid. The confirm button was disabled while the
   * work ran, which drops the focus to the top of the page in a browser.
   */
  problem?: unknown;
}

/**
 * The frame of mf-admin's confirmation dialogs: title, body, refusal, then Cancel and the confirm
 * button. Cancel comes first, so it takes the focus when the dialog opens ({@link Dialog} focuses
 * the panel's first focusable one when the body has none before it), and focus goes back on close.
 */
export function ConfirmShell({ title, confirmLabel, confirmVariant = 'primary', busy, onClose, onConfirm, form = false, formLabel, open = true, children, failure, problem }: ConfirmShellProps) {
  const formId = useId();
  const body = useRef<HTMLDivElement & HTMLFormElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const box = refusal.current;
    const target = box?.hasChildNodes() ? box : body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [problem]);
  const refused = failure ? (
    // Focused after a refusal: the whole of it is read, and Tab goes on to the buttons.
    <div ref={refusal} tabIndex={-1}>
      {failure}
    </div>
  ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <DialogButton variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </DialogButton>
          {form ? (
            <DialogButton type="submit" form={formId} variant={confirmVariant} loading={busy}>
              {confirmLabel}
            </DialogButton>
          ) : (
            <DialogButton variant={confirmVariant} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </DialogButton>
          )}
        </>
      }
    >
      {form ? (
        <form ref={body} id={formId} noValidate aria-label={formLabel} onSubmit={submit}>
          {children}
          {refused}
        </form>
      ) : (
        <div ref={body}>
          {children}
          {refused}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The confirm step's state: `run(work)` marks it busy and clears the last refusal; when `work`
 * throws, the error is kept as `failure` (the dialog stays open to show it), `busy` ends and
 * `onFailure` hears the error too. On success the dialog stays busy: its owner closes (unmounts) it.
 */
export function useConfirmRun() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const run = async (work: () => Promise<void>, onFailure?: (error: unknown) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      onFailure?.(error);
      setFailure({ error });
      setBusy(false);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure(null) };
}

/** Props of {@link ConfirmStep}. */
export interface ConfirmStepProps extends Pick<ConfirmShellProps, 'title' | 'confirmLabel' | 'confirmVariant' | 'onClose' | 'children'> {
  /** What to say when the server refuses without a sentence of its own. */
  fallback: string;
  /** Does the work; whatever it throws is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  /** More about a refusal, below its sentence (who lives in a room…). */
  explain?: (error: unknown) => ReactNode;
}

/**
 * A yes/no question whose confirm does one piece of work: busy while it runs, and a refusal
 * keeps the dialog open with the server's sentence (or `fallback`). Mount it only while open; the
 * owner closes it on success.
 */
export function ConfirmStep({ fallback, onConfirm, explain, ...shell }: ConfirmStepProps) {
  const { busy, failure, run } = useConfirmRun();
  return (
    <ConfirmShell
      {...shell}
      busy={busy}
      onConfirm={() => void run(onConfirm)}
      problem={failure}
      failure={
        failure && (
          <>
            <Alert>{serverMessage(failure.error, fallback)}</Alert>
            {explain?.(failure.error)}
          </>
        )
      }
    />
  );
}
