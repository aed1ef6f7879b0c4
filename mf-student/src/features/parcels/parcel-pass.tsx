import { formatZonedMoment } from 'web-kit';
import { PassLead, PassNote, ScanPass } from '../../components/scan-pass';
import type { ParcelPass as Pass } from './parcels.operations';

/** Props of {@link ParcelPassView}. */
export interface ParcelPassProps {
  pass: Pass;
  courier: string;
  hostelName: string;
}

/** A waiting parcel's collection pass: the QR code the desk scans and the same as a code to type. */
export function ParcelPassView({ pass, courier, hostelName }: ParcelPassProps) {
  return (
    <ScanPass
      qrSvg={pass.qrSvg}
      alt={`QR code to collect your parcel from ${courier}`}
      code={pass.code}
      codeNote="Or tell them the code"
      lead={<PassLead>Show this at the front desk of {hostelName}</PassLead>}
    >
      <PassNote>
        The QR code works until <time dateTime={pass.expiresAt}>{formatZonedMoment(pass.expiresAt)}</time> (open this page again for a fresh one); the code works once.
      </PassNote>
    </ScanPass>
  );
}
