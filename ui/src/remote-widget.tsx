import { Component, createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './spinner';

/** What a remote exposes as a widget module: a component as its default export. */
export interface WidgetModule {
  default: ComponentType;
}

/** Loads `remote/module` at run time (the shell's federation runtime); rejects when it cannot. */
export type WidgetLoader = (id: string) => Promise<unknown>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

/**
 * Given once by the host (the shell), so that a remote can show another remote's widget without
 * importing it: the host resolves the id at run time. `ui` is a shared singleton, so the shell
 * and every remote see this same context.
 */
export const WidgetLoaderProvider = WidgetLoaderContext.Provider;

const loads = new Map<string, Promise<ComponentType | null>>();

function load(loader: WidgetLoader, id: string): Promise<ComponentType | null> {
  let promise = loads.get(id);
  if (!promise) {
    promise = loader(id)
      .then((module) => {
        const widget = (module as Partial<WidgetModule> | null)?.default;
        return typeof widget === 'function' ? widget : null;
      })
      .catch((error: unknown) => {
        console.error(`[ui] widget ${id} could not be loaded:`, error);
        return null;
      });
    loads.set(id, promise);
  }
  return promise;
}

function Loaded({ loader, id, fallback }: { loader: WidgetLoader; id: string; fallback: ReactNode }) {
  const Widget = use(load(loader, id));
  // Not created during render: load() caches one promise per id, so Widget keeps its identity.
  // eslint-disable-next-line react-hooks/static-components
  return Widget ? <Widget /> : <>{fallback}</>;
}

class Contain extends Component<{ fallback: ReactNode; id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[ui] widget ${this.props.id} crashed:`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Props of {@link RemoteWidget}. */
export interface RemoteWidgetProps {
  /** `remote/module`, e.g. `mf_rooms/my-room`. */
  id: string;
  /** Shown when there is no host to load it (a remote running alone, tests), or it fails to load or crashes. */
  fallback: ReactNode;
  /** What a screen reader hears while it loads. */
  loadingLabel?: string;
}

/**
 * Another remote's widget, loaded at run time and contained: while it loads a spinner shows;
 * when it cannot be loaded or throws, `fallback` stands in and the page around it keeps working.
 */
export function RemoteWidget({ id, fallback, loadingLabel = 'Loading' }: RemoteWidgetProps) {
  const loader = useContext(WidgetLoaderContext);
  if (!loader) return <>{fallback}</>;
  return (
    <Contain id={id} fallback={fallback}>
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <Loaded loader={loader} id={id} fallback={fallback} />
      </Suspense>
    </Contain>
  );
}
