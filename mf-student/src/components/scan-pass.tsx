import type { ReactNode } from 'react';
import { styled } from 'ui';

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

/** A pass's small print: what to tell the desk, until when it works. */
export const PassNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** A line above the QR code, in bold: where to show it. */
export const PassLead = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Code = styled.p`
  margin: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.15em;
  overflow-wrap: anywhere;
`;

/** Props of {@link ScanPass}. */
export interface ScanPassProps {
  /** The server's QR code, an SVG document. */
  qrSvg: string;
  /** What the QR code is, for a screen reader. */
  alt: string;
  code: string;
  /** The words above the code ("Or tell them the code"). */
  codeNote: string;
  /** Above the QR code. */
  lead?: ReactNode;
  /** Below the code: when it works, what to do with it. */
  children?: ReactNode;
}

/**
 * A pass the front desk scans (a parcel's collection, a visitor's entry): the QR code and the same
 * as a code to type. The server's SVG is shown as an image, as the gate pass is, so no markup of
 * it reaches the page.
 */
export function ScanPass({ qrSvg, alt, code, codeNote, lead, children }: ScanPassProps) {
  return (
    <Frame>
      {lead}
      <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={alt} width={288} height={288} />
      <PassNote>{codeNote}</PassNote>
      <Code>{code}</Code>
      {children}
    </Frame>
  );
}
