import { Link } from 'react-router-dom';
import { Page } from '../../components/page';

/** Any path this remote does not know: the shell hands every unclaimed student path to us. */
export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is nothing at this address. <Link to="/">Go home</Link>
      </p>
    </Page>
  );
}
