import { useState } from 'react';
import { styled, Button } from 'ui';
import { PassNote, ScanPass } from '../../components/scan-pass';
import { sharePass } from './share-pass';
import { dayWords } from './visit-words';
import type { Visit, VisitPass } from './visitors.operations';

const Said = styled.p`
  margin: 0;
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

/** Props of {@link VisitPassView}. */
export interface VisitPassProps {
  visit: Visit;
  pass: VisitPass;
}

/**
 * An expected visitor's pass: the QR code the desk scans and the same as a code to type, with
 * "Share pass" to send it on (the phone's share sheet, or the clipboard, said so).
 */
export function VisitPassView({ visit, pass }: VisitPassProps) {
  const [said, setSaid] = useState('');
  const [sharing, setSharing] = useState(false);

  async function share() {
    setSaid('');
    setSharing(true);
    const shared = await sharePass(visit, pass);
    setSharing(false);
    if ('words' in shared) setSaid(shared.words);
  }

  return (
    <ScanPass qrSvg={pass.qrSvg} alt={`QR code of the pass for ${visit.visitorName}`} code={pass.code} codeNote="Or they tell the desk the code">
      {/* Not until pass.expiresAt: that is the token's end, a day later; the desk takes a pass only on its day. */}
      <PassNote>It works once, on {dayWords(visit.day)}, at the front desk of {visit.hostelName}.</PassNote>
      <Button variant="secondary" loading={sharing} onClick={() => void share()}>
        Share pass
      </Button>
      <Said role="status">{said}</Said>
    </ScanPass>
  );
}
