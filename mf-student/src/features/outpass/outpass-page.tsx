import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'web-kit/graphql';
import { Alert, Button, Card, Dialog } from 'ui';
import { Page } from '../../components/page';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { OutpassFields } from './outpass-fields';
import { EMPTY_OUTPASS, toOutpassInput, validateOutpass, type OutpassErrors, type OutpassField } from './outpass-form-values';
import { APPLY_OUTPASS } from './outpass.operations';

/** How long the success message stays before the student is taken home (the spec's 2 s). */
export const SUCCESS_REDIRECT_MS = 2000;

/**
 * `/outpass`: the outpass request form. Empty fields are flagged before anything is sent; the
 * server's own verdict (a message and per-field messages) is shown when it refuses.
 */
export function OutpassPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_OUTPASS);
  const [errors, setErrors] = useState<OutpassErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [applyOutpass, { loading }] = useMutation(APPLY_OUTPASS);

  useEffect(() => {
    if (!succeeded) return;
    // Cleared on unmount, so leaving the page early does not yank the student back home later.
    const timer = setTimeout(() => navigate('/'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const change = (field: OutpassField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateOutpass(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await applyOutpass({ variables: { input: toOutpassInput(values) } });
      setSucceeded(true);
    } catch (error) {
      setFailure(`Submission Failed: ${serverMessage(error, 'An error occurred during submission.')}`);
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <Page title="Generate your Outpass">
      <Card>
        {/* noValidate: our own messages replace the browser's bubbles, which differ per browser. */}
        <form onSubmit={submit} noValidate aria-label="Outpass request">
          {failure && <Alert tone="error">{failure}</Alert>}
          <OutpassFields values={values} errors={errors} onChange={change} disabled={succeeded} />
          <Button type="submit" loading={loading} disabled={succeeded}>
            Submit Outpass Request
          </Button>
        </form>
      </Card>
      <Dialog
        open={succeeded}
        title="Submission successful!"
        onClose={() => navigate('/')}
        actions={<Button onClick={() => navigate('/')}>OK</Button>}
      >
        <p>Your outpass request has been sent to the wardens. Taking you home…</p>
      </Dialog>
    </Page>
  );
}
