import { Fragment, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { styled, Alert, Card, Spinner, useToast } from 'ui';
import { serverMessage } from 'web-kit';

/*
 * A rule the office sets per hostel (guardian consent, early exits): one control a hostel, each
 * change saved at once. `useHostelRule` keeps the changes on their way; `HostelRuleCard` is the card
 * around the controls, in a `HostelsFieldset`.
 */

/**
 * The rule's changes: `change` saves a hostel's new value at once and says how it went in a
 * toast ("GH-1: …", `said(value)` after the name). Until the server answers, `shown` gives the
 * value last chosen; then the saved one (the old one again if the server refused).
 */
export function useHostelRule<Value>(save: (hostelId: string, value: Value) => Promise<unknown>, said: (value: Value) => string) {
  const toast = useToast();
  // The last choice of each hostel not answered yet: its control shows it until the server answers.
  const [sent, setSent] = useState<Readonly<Record<string, { value: Value; tick: number }>>>({});
  const ticks = useRef(0);

  const change = async (hostelId: string, name: string, value: Value) => {
    const tick = ++ticks.current;
    setSent((all) => ({ ...all, [hostelId]: { value, tick } }));
    try {
      await save(hostelId, value);
      toast.show({ tone: 'success', title: `${name}: ${said(value)}` });
    } catch (failed) {
      toast.show({ tone: 'error', title: serverMessage(failed, 'Could not change the rule.') });
    } finally {
      setSent((all) => {
        // A later choice for the same hostel is still on its way: it stays shown.
        if (all[hostelId]?.tick !== tick) return all;
        const { [hostelId]: _answered, ...rest } = all;
        return rest;
      });
    }
  };

  /** What a hostel's control shows: the choice on its way, else `saved`. */
  const shown = (hostelId: string, saved: Value): Value => sent[hostelId]?.value ?? saved;
  return { shown, change };
}

/** The frame of a rule's hostels (a fieldset, its legend the question): each rule lays its controls out in it. */
export const HostelsFieldset = styled.fieldset`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Props of {@link HostelRuleCard}. */
export interface HostelRuleCardProps<Hostel extends { id: string }> {
  title: string;
  /** What the rule does, under the title. */
  about: ReactNode;
  /** The hostels' fieldset's legend: the question each control answers. */
  legend: string;
  /** The fieldset ({@link HostelsFieldset}, laid out for the rule's controls). */
  Fieldset: ComponentType<{ children: ReactNode }>;
  /** The hostels as their query answered (undefined until it has), and its error. */
  hostels: readonly Hostel[] | undefined;
  error: unknown;
  /** A hostel's control. */
  children: (hostel: Hostel) => ReactNode;
}

/** The card of a per-hostel rule: its title, what it does, then one control a hostel (or why not yet). */
export function HostelRuleCard<Hostel extends { id: string }>({ title, about, legend, Fieldset, hostels, error, children }: HostelRuleCardProps<Hostel>) {
  let body;
  if (error && !hostels) body = <Alert>{serverMessage(error, 'Could not load the hostels.')}</Alert>;
  else if (!hostels) body = <Spinner label="Loading the hostels" />;
  else
    body = (
      <Fieldset>
        <legend>{legend}</legend>
        {hostels.map((hostel) => (
          <Fragment key={hostel.id}>{children(hostel)}</Fragment>
        ))}
      </Fieldset>
    );
  return (
    <Card>
      <h2>{title}</h2>
      <p>{about}</p>
      {body}
    </Card>
  );
}
