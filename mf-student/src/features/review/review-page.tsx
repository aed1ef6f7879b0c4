import { Card } from 'ui';
import { Page } from '../../components/page';

/**
 * `/review`: public (the shell lets visitors without a session see it), so it asks the server
 * for nothing. The spec does not show its content; a mail link is all the feedback channel needed.
 */
export function ReviewPage() {
  return (
    <Page title="Share your feedback">
      <Card>
        <p style={{ margin: 0 }}>
          Tell us what works and what does not in DormSpace: write to{' '}
          <a href="mailto:hostel-office@dormspace.local?subject=DormSpace%20feedback">hostel-office@dormspace.local</a>. Every
          message is read by the hostel office.
        </p>
      </Card>
    </Page>
  );
}
