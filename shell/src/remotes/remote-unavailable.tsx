import { Button, Card } from 'ui';
import { useLogout } from 'web-kit';

/**
 * Stands in for a remote that cannot be loaded or has crashed; the rest of the app keeps working.
 * A remote that draws its own frame (the admin area, with its sidebar) leaves no way out when it
 * is missing: the fallback offers one.
 */
export function RemoteUnavailable({ area, ownFrame = false, detail }: { area: string; ownFrame?: boolean; detail?: string }) {
  const { logOut, loading, error } = useLogout();
  return (
    <Card
      // The page's own heading: it stands in for the whole of a remote's screen.
      headingLevel={1}
      title={`${area} is unavailable right now`}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          {ownFrame ? (
            <Button onClick={() => void logOut()} loading={loading}>
              Log out
            </Button>
          ) : null}
        </>
      }
    >
      <p data-testid="remote-unavailable">
        It could not be loaded. Everything else still works: use the navigation, or try again in a moment.
      </p>
      {detail ? <p>{detail}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </Card>
  );
}
