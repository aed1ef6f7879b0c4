import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import { styled, Alert, Button } from 'ui';

const Frame = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Video = styled.video`
  width: 100%;
  max-width: 28rem;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: #000000;
`;

// `&&`: two classes outrank the button's own rule wherever the style sheet put it.
const Big = styled(Button)`
  && {
    min-height: 3rem;
  }
`;

/** Frames are shrunk to this width before decoding: plenty for a QR code, cheap on a phone. */
const DECODE_WIDTH = 640;

/** What went wrong with the camera, in the guard's words, pointing to the typed code. */
function cameraProblem(error: unknown, codeName: string): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return `The camera is not allowed in this browser. Type the ${codeName} above instead.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `No camera was found. Type the ${codeName} above instead.`;
  return `The camera could not start. Type the ${codeName} above instead.`;
}

/** Props of {@link CameraScanner}. */
export interface CameraScannerProps {
  /** The first QR code read; the camera is already off. */
  onCode: (text: string) => void;
  onCancel: () => void;
  /** What the typed code is called on this screen ("pass code" at the gate, "collection code" at the desk). */
  codeName?: string;
}

/**
 * The back camera, read frame by frame until a QR code decodes (jsQR, in this lazy chunk only).
 * The camera stops on the first code, on Cancel and when the scanner leaves the page.
 */
export function CameraScanner({ onCode, onCancel, codeName = 'pass code' }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // Why the camera did not start, worded at render (the screen names its code).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // The latest handler, so the camera is not restarted when the page re-renders.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    if (!supported) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const read = () => {
      if (stopped) return;
      const source = video.current;
      if (source && context && source.readyState >= source.HAVE_CURRENT_DATA && source.videoWidth > 0) {
        const scale = Math.min(1, DECODE_WIDTH / source.videoWidth);
        canvas.width = Math.round(source.videoWidth * scale);
        canvas.height = Math.round(source.videoHeight * scale);
        context.drawImage(source, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (code?.data) {
          stop();
          found.current(code.data);
          return;
        }
      }
      frame = requestAnimationFrame(read);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      (media) => {
        stream = media;
        // Closed while the browser was asking: let go of the camera at once.
        if (stopped) return stop();
        if (video.current) {
          video.current.srcObject = media;
          video.current.play().catch(() => undefined);
        }
        frame = requestAnimationFrame(read);
      },
      (error: unknown) => {
        if (!stopped) setFailure({ error });
      },
    );
    return stop;
  }, [supported]);

  const message = supported ? failure && cameraProblem(failure.error, codeName) : `This browser cannot use a camera here. Type the ${codeName} above instead.`;
  return (
    <Frame>
      {message ? <Alert>{message}</Alert> : <Video ref={video} aria-label="Camera view: hold the QR code inside it" muted playsInline autoPlay />}
      <Big variant="secondary" onClick={onCancel}>
        {message ? 'Close' : 'Stop camera'}
      </Big>
    </Frame>
  );
}
