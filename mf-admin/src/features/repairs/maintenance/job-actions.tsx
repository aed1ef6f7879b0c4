import { useEffect, useId, useRef, useState } from 'react';
import type { SayOptions } from '../../../shared/status-message';
import type { RepairJob } from '../repairs.operations';
import { BigButton, ButtonRow } from './big-button';
import { FixForm } from './fix-form';
import { StartWorkForm } from './start-work-form';
import { useRepairWork } from './use-repair-work';

type Step = 'start' | 'fix';

/** Props of {@link JobActions}. */
export interface JobActionsProps {
  job: RepairJob;
  title: string;
  /** The page's status line: what a step did (it takes the focus, decision 0150). */
  say: (text: string, options?: SayOptions) => void;
}

/**
 * An open job's steps: "Start work" (assigned ones only) and "Mark fixed", each opening its form
 * in the card. Done, the page's status line says so and takes the focus (the job has moved on, to
 * its new state or the Done group); cancelled, the focus goes back to the button that opened it.
 */
export function JobActions({ job, title, say }: JobActionsProps) {
  const id = useId();
  const [step, setStep] = useState<Step | null>(null);
  const work = useRepairWork(job.id);
  const focusAfter = useRef<Step | null>(null);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(`${id}-${focusAfter.current}`)?.focus();
    focusAfter.current = null;
  });

  if (job.status !== 'ASSIGNED' && job.status !== 'IN_PROGRESS') return null;
  const cancel = () => {
    focusAfter.current = step;
    setStep(null);
  };

  if (step === 'start')
    return (
      <StartWorkForm
        title={title}
        busy={work.busy}
        start={work.start}
        onCancel={cancel}
        onStarted={() => {
          setStep(null);
          say(`Work started: ${title}.`);
        }}
      />
    );
  if (step === 'fix')
    return (
      <FixForm
        title={title}
        busy={work.busy}
        fix={work.fix}
        onCancel={cancel}
        onFixed={() => {
          setStep(null);
          say(`Marked fixed: ${title}. The student is asked to confirm.`);
        }}
      />
    );
  return (
    <ButtonRow>
      {job.status === 'ASSIGNED' && (
        <BigButton id={`${id}-start`} onClick={() => setStep('start')}>
          Start work
        </BigButton>
      )}
      <BigButton id={`${id}-fix`} variant="success" onClick={() => setStep('fix')}>
        Mark fixed
      </BigButton>
    </ButtonRow>
  );
}
