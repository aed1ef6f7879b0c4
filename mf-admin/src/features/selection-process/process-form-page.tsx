import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { BackLink, LinkButton, Page } from './page-frame';
import { EMPTY_PROCESS, ProcessForm, valuesOf } from './process-form';
import { processPath, PROCESSES_PATH } from './process-words';
import { CREATE_PROCESS, SELECTION_PROCESS, UPDATE_PROCESS } from './selection-process.operations';

/** What a process's page says first after the form saved it (navigation state, read once there). */
export interface SavedState {
  status: string;
}

/** `/adminpage/selection/processes/new` (admins): a new process, saved as a draft. */
export function NewProcessPage() {
  const navigate = useNavigate();
  const [create] = useMutation(CREATE_PROCESS);
  return (
    <Page>
      <div>
        <BackLink to={PROCESSES_PATH}>← Selection processes</BackLink>
        <PageHeading>New selection process</PageHeading>
      </div>
      <p>
        A process draws a lottery number for every student who takes part and gives each a time slot: from their slot until the close they choose their room. Saved as a draft, it
        changes nothing until you publish it.
      </p>
      <ProcessForm
        initial={EMPTY_PROCESS}
        label="New selection process"
        submitLabel="Save draft"
        cancel={<LinkButton to={PROCESSES_PATH}>Cancel</LinkButton>}
        onSubmit={async (input) => {
          const { data } = await create({ variables: { input } });
          const saved = data?.createSelectionProcess;
          if (saved) navigate(processPath(saved.id), { state: { status: `${saved.name} is saved as a draft. Publish it when the preview fits.` } satisfies SavedState });
        }}
      />
    </Page>
  );
}

/** `/adminpage/selection/processes/:id/edit` (admins): a draft's settings; a published process no longer changes. */
export function EditProcessPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(SELECTION_PROCESS, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UPDATE_PROCESS);

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the process.')}</Alert>;
  else if (!data) body = <Spinner size="lg" label="Loading the process" />;
  else if (!data.selectionProcess) body = <p>There is no such selection process. It may have been deleted.</p>;
  else if (data.selectionProcess.status !== 'DRAFT') body = <p>{data.selectionProcess.name} is published: its settings no longer change.</p>;
  else {
    const process = data.selectionProcess;
    body = (
      <ProcessForm
        key={process.id}
        initial={valuesOf(process)}
        known={process.hostels}
        label={`Edit ${process.name}`}
        submitLabel="Save changes"
        cancel={<LinkButton to={processPath(process.id)}>Cancel</LinkButton>}
        onSubmit={async (input) => {
          const { data: saved } = await update({ variables: { id: process.id, input } });
          if (saved) navigate(processPath(process.id), { state: { status: `${saved.updateSelectionProcess.name} is saved.` } satisfies SavedState });
        }}
      />
    );
  }
  return (
    <Page>
      <div>
        <BackLink to={id ? processPath(id) : PROCESSES_PATH}>← The process</BackLink>
        <PageHeading>Edit selection process</PageHeading>
      </div>
      {body}
    </Page>
  );
}
