import { useEffect, useState } from 'react';
import { useQuery } from 'web-kit/graphql';
import { styled, Alert, Button, Dialog, Spinner } from 'ui';
import { errorCode, serverMessage } from 'web-kit';
import { readStoredGatePass, storeGatePass } from './gate-pass-storage';
import { formatMoment } from './outpass-time';
import { GATE_PASS, type OutpassItem } from './profile.operations';

const Qr = styled.img`
  display: block;
  width: min(100%, 18rem);
  height: auto;
  margin: 0 auto 1rem;
  background: #ffffff;
`;

const Facts = styled.dl`
  margin: 0;
  text-align: center;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }

  dd {
    margin: 0 0 0.75rem;
  }
`;

const Code = styled.span`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

/**
 * The pass itself. Read from the network each time it opens; kept in memory while open and in
 * sessionStorage after, so that it still shows at the gate when the connection is gone. A
 * refusal from the server (the outpass was cancelled meanwhile) wins over the stored copy.
 */
function GatePassBody({ outpass }: { outpass: Pick<OutpassItem, 'id' | 'where'> }) {
  const { data, error } = useQuery(GATE_PASS, { variables: { outpassId: outpass.id }, fetchPolicy: 'network-only' });
  const [stored] = useState(() => readStoredGatePass(outpass.id));
  const fresh = data?.gatePass;
  useEffect(() => {
    if (fresh) storeGatePass(fresh);
  }, [fresh]);

  const offline = error !== undefined && errorCode(error) === null;
  const pass = fresh ?? (error && !offline ? null : stored);
  if (!pass) {
    if (!error) return <Spinner label="Loading your gate pass" />;
    return <Alert>{serverMessage(error, 'Your gate pass could not be loaded. Check your connection and try again.')}</Alert>;
  }
  return (
    <>
      <Qr
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qrSvg)}`}
        alt={`Gate pass QR code for your outpass to ${outpass.where}`}
        width={288}
        height={288}
      />
      <Facts>
        <dt>Code to type at the gate</dt>
        <dd>
          <Code>{pass.code}</Code>
        </dd>
        <dt>Valid until</dt>
        <dd>
          <time dateTime={pass.expiresAt}>{formatMoment(pass.expiresAt)}</time>
        </dd>
      </Facts>
      {offline && <Alert tone="info">You seem to be offline: this is the pass loaded earlier on this device.</Alert>}
      <Note>Once open, this pass keeps working offline: show it at the gate even without a connection.</Note>
    </>
  );
}

/** Props of {@link GatePassDialog}. */
export interface GatePassDialogProps {
  outpass: Pick<OutpassItem, 'id' | 'where'>;
  open: boolean;
  onClose: () => void;
}

/** The gate pass of an approved outpass (or one the student is out on): QR code, typed code, expiry. */
export function GatePassDialog({ outpass, open, onClose }: GatePassDialogProps) {
  return (
    <Dialog open={open} title="Gate pass" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      <GatePassBody outpass={outpass} />
    </Dialog>
  );
}
