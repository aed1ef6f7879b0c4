import { act, screen } from '@testing-library/react';
import { RemoteWidget, WidgetLoaderProvider, type WidgetLoader } from './remote-widget';
import { renderWithUi } from './render-with-ui';

let n = 0;
const uniqueId = () => `remote_${++n}/widget`; // loads are remembered per id

function renderWidget(loader: WidgetLoader | null, id = uniqueId()) {
  const widget = <RemoteWidget id={id} fallback={<p>Shown elsewhere</p>} loadingLabel="Loading the widget" />;
  return renderWithUi(loader ? <WidgetLoaderProvider value={loader}>{widget}</WidgetLoaderProvider> : widget);
}

describe('RemoteWidget', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('renders the component the host loads, with a spinner meanwhile', async () => {
    let resolve!: (module: unknown) => void;
    await act(async () => void renderWidget(() => new Promise((r) => (resolve = r))));
    expect(screen.getByRole('status', { name: 'Loading the widget' })).toBeInTheDocument();
    // React retries a suspended render inside act() only, in tests.
    await act(async () => resolve({ default: () => <p>Your room: 104</p> }));
    expect(screen.getByText('Your room: 104')).toBeInTheDocument();
  });

  it('shows the fallback without a host, when loading fails, when the module has no component, or when it crashes', async () => {
    await act(async () => {
      renderWidget(null);
      renderWidget(() => Promise.reject(new Error('remote down')));
      renderWidget(() => Promise.resolve({ routes: [] }));
      renderWidget(() =>
        Promise.resolve({
          default: () => {
            throw new Error('boom');
          },
        }),
      );
    });
    expect(screen.getAllByText('Shown elsewhere')).toHaveLength(4);
  });
});
