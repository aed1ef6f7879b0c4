import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from './styled';
import { focusableIn } from './focusable';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  /** Called on Escape and on a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons shown in the footer row, usually cancel then confirm. */
  actions?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.5);
`;

const Panel = styled.div`
  width: min(32rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowLg};

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.5rem;
`;

/** Keeps Tab and Shift+Tab cycling inside the panel, as a modal dialog must. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function OpenDialog({ title, onClose, children, actions }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read during render, before anything in the panel (an autoFocus input) can take focus.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // A press that starts inside the panel and ends on the backdrop (selecting text) must not close.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [returnTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stops a dialog opened from inside another one from closing both.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, event.currentTarget);
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {children}
        {actions && <Footer>{actions}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

/**
 * A modal dialog rendered into `document.body`. Escape or a click on the backdrop calls
 * `onClose`; focus moves into the panel on open and back to where it was on close.
 */
export function Dialog({ open, ...rest }: DialogProps) {
  // Mounting the panel only while open lets its effect own the focus hand-over both ways.
  return open ? <OpenDialog {...rest} /> : null;
}
