import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { UiProvider } from 'ui';
import { CameraScanner } from './camera-scanner';

// The decoder is jsQR's business: here it "finds" a code on the second frame it is shown.
vi.mock('jsqr', () => ({ default: vi.fn() }));
const decode = vi.mocked(jsQR);

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

/** A camera giving 1280×720 frames, a canvas that can read them back. */
function fakeCamera() {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  const context = {
    drawImage: vi.fn(),
    getImageData: vi.fn((_x: number, _y: number, width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4), width, height })),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
}

function renderScanner() {
  const onCode = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <UiProvider>
      <CameraScanner onCode={onCode} onCancel={onCancel} />
    </UiProvider>,
  );
  return { ...view, onCode, onCancel, user: userEvent.setup() };
}

beforeEach(() => fakeCamera());
afterEach(() => {
  vi.restoreAllMocks();
  decode.mockReset();
  getUserMedia.mockReset();
  track.stop.mockReset();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the camera scanner', () => {
  it('reads the back camera until a QR code decodes, then turns it off and hands the text over once', async () => {
    getUserMedia.mockResolvedValue(stream);
    decode.mockReturnValueOnce(null).mockReturnValue({ data: 'eyJhbGciOi.pass.token' } as ReturnType<typeof jsQR>);
    const { onCode } = renderScanner();

    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('eyJhbGciOi.pass.token'));
    expect(track.stop).toHaveBeenCalled();
    // Frames are shrunk before decoding.
    expect(decode).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 360, expect.anything());
    const reads = decode.mock.calls.length;
    await new Promise((done) => setTimeout(done, 100));
    expect(decode).toHaveBeenCalledTimes(reads);
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('says so when the camera is not allowed, and points to the typed code', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { user, onCancel } = renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera is not allowed in this browser. Type the pass code above instead.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says so when there is no camera', async () => {
    getUserMedia.mockRejectedValue(new DOMException('none', 'NotFoundError'));
    renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found. Type the pass code above instead.');
  });

  it('turns the camera off when closed before any code was read', async () => {
    getUserMedia.mockResolvedValue(stream);
    decode.mockReturnValue(null);
    const { user, onCancel, unmount } = renderScanner();
    await waitFor(() => expect(decode).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(onCancel).toHaveBeenCalled();
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('lets go of a camera the browser grants after the scanner has closed', async () => {
    let grant: (media: MediaStream) => void = () => undefined;
    getUserMedia.mockReturnValue(new Promise((resolve) => (grant = resolve)));
    const { unmount } = renderScanner();
    unmount();
    grant(stream);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(decode).not.toHaveBeenCalled();
  });
});
