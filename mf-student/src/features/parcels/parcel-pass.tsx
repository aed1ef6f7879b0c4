import { styled } from 'ui';
import { formatZonedMoment } from 'web-kit';
import type { ParcelPass as Pass } from './parcels.operations';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
`;

// Large and on white: a desk's scanner reads it off a phone held at arm's length.
const Qr = styled.img`
  display: block;
  width: min(100%, 18rem);
  height: auto;
  padding: 0.5rem;
  background: #ffffff;
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Code = styled.p`
  margin: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.15em;
  overflow-wrap: anywhere;
`;

const Where = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** Props of {@link ParcelPassView}. */
export interface ParcelPassProps {
  pass: Pass;
  courier: string;
  hostelName: string;
}

/**
 * A waiting parcel's collection pass: the QR code the desk scans and the same as a code to type.
 * The server's SVG is shown as an image, as the gate pass is, so no markup of it reaches the page.
 */
export function ParcelPassView({ pass, courier, hostelName }: ParcelPassProps) {
  return (
    <Frame>
      <Where>Show this at the front desk of {hostelName}</Where>
      <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qrSvg)}`} alt={`QR code to collect your parcel from ${courier}`} width={288} height={288} />
      <Label>Or tell them the code</Label>
      <Code>{pass.code}</Code>
      <Label>
        The QR code works until <time dateTime={pass.expiresAt}>{formatZonedMoment(pass.expiresAt)}</time> (open this page again for a fresh one); the code works once.
      </Label>
    </Frame>
  );
}
