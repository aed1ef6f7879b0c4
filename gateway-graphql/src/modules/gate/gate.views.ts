// What the gate module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** A gate pass as the student shows it: the signed token, its QR code and a code to type. */
export interface GatePassView {
  outpassId: string;
  token: string;
  code: string;
  /** The QR code of the token, an SVG document. */
  qrSvg: string;
  expiresAt: string;
}
