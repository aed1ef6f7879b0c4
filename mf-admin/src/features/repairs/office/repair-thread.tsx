import { type FormEvent, useId, useState } from 'react';
import { styled, Badge, Button, Card, TextAreaField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { when } from '../../../shared/date-time';
import { COMMENT_ON_REPAIR, type RepairJob } from '../repairs.operations';
import { type Say, runAction } from './job-action';

/** The gateway's longest comment (repairs.validate.ts). */
const MAX_COMMENT = 2000;

const Entries = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $internal: boolean }>`
  padding: 0.75rem 1rem;
  border: 1px ${({ $internal }) => ($internal ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $internal }) => ($internal ? theme.colors.background : theme.colors.surface)};

  p {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function CommentForm({ job, say }: { job: RepairJob; say: Say }) {
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const hintId = useId();
  const [comment, { loading }] = useMutation(COMMENT_ON_REPAIR);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write something first.');
    setError(undefined);
    const done = await runAction(say, () => comment({ variables: { id: job.id, body: text, internal } }), 'Could not add to the thread.', () =>
      internal ? 'Internal note added. The student does not see it.' : 'Comment added. The student sees it.',
    );
    if (done) {
      setBody('');
      setInternal(false);
    }
  };

  return (
    <form aria-label="Add to the thread" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField label="Comment" name="body" value={body} error={error} maxLength={MAX_COMMENT} onChange={setBody} />
      <Check>
        <input type="checkbox" name="internal" checked={internal} aria-describedby={hintId} onChange={(event) => setInternal(event.target.checked)} />
        Internal note
      </Check>
      <Hint id={hintId}>Only staff and the maintenance person see an internal note; the student sees comments.</Hint>
      <Button type="submit" loading={loading}>
        {internal ? 'Add internal note' : 'Add comment'}
      </Button>
    </form>
  );
}

/** The job's thread, oldest first, internal notes marked in words; and a form to add to it while it may. */
export function RepairThread({ job, say, mayComment }: { job: RepairJob; say: Say; mayComment: boolean }) {
  const comments = [...job.comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Card title="Thread" headingLevel={2}>
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <Entries aria-label="Comments, oldest first">
          {comments.map((entry) => (
            <Entry key={entry.id} $internal={entry.internal}>
              <Meta>
                <strong>{entry.authorName ?? 'Someone no longer on the system'}</strong>
                <span>{when(entry.createdAt)}</span>
                {entry.internal && (
                  <>
                    {/* A badge does not wrap: the short word in it, the sentence beside it (390 px). */}
                    <Badge tone="warning">Internal note</Badge> <span>the student does not see it</span>
                  </>
                )}
              </Meta>
              <p>{entry.body}</p>
            </Entry>
          ))}
        </Entries>
      )}
      {mayComment && <CommentForm job={job} say={say} />}
    </Card>
  );
}
