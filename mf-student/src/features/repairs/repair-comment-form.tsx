import { useId, useState, type FormEvent } from 'react';
import { Button, TextAreaField } from 'ui';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { COMMENT_ON_REPAIR } from './repairs.operations';

/** Adds to a job's thread; the answer (the job, its thread with the comment) repaints the list. */
export function RepairCommentForm({ jobId }: { jobId: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [comment, { loading }] = useMutation(COMMENT_ON_REPAIR);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') return setError('Write a message first.');
    try {
      await comment({ variables: { id: jobId, body: body.trim() } });
      setBody('');
      setError(undefined);
    } catch (failure) {
      setError(serverFieldErrors(failure).body ?? serverMessage(failure, 'The message was not sent. Try again.'));
      document.getElementById(id)?.focus();
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Add to the thread">
      <TextAreaField
        id={id}
        label="Message to the office"
        name="body"
        rows={2}
        maxLength={2000}
        value={body}
        error={error}
        onChange={(value) => {
          setBody(value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={loading}>
        Send message
      </Button>
    </form>
  );
}
