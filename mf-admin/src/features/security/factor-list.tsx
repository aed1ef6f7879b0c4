import { useState } from 'react';
import { Alert, Button, ConfirmDialog, styled } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { AdminSignInSecurity_FactorsFragment } from '../../gql/graphql';
import { when } from '../../shared/date-time';
import { writeSecurity } from './security-cache';
import { REMOVE_FACTOR } from './security.operations';

type Factor = AdminSignInSecurity_FactorsFragment['factors'][number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;

const KIND = { PASSKEY: 'Passkey', TOTP: 'Authenticator app' } as const;

/** The caller's factors, each removable (the gateway keeps one where one is required, and says so). */
export function FactorList({ factors }: { factors: readonly Factor[] }) {
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(REMOVE_FACTOR, { update: (data, _variables, cache) => writeSecurity(cache, data.removeSecondFactor) });

  async function confirm() {
    if (!removing) return;
    setProblem(null);
    try {
      await remove({ variables: { id: removing.id } });
    } catch (error) {
      setProblem(serverMessage(error, 'The factor could not be removed.'));
    }
    setRemoving(null);
  }

  if (factors.length === 0) return <p>No passkey or authenticator app yet.</p>;
  return (
    <>
      <List aria-label="Your second factors">
        {factors.map((factor) => (
          <li key={factor.id}>
            <span>
              <strong>{factor.name}</strong>
              {factor.name === KIND[factor.kind] ? '' : ` (${KIND[factor.kind]})`}, added {when(factor.createdAt)}
              {factor.lastUsedAt ? `, last used ${when(factor.lastUsedAt)}` : ''}
            </span>
            <Button variant="danger" size="sm" onClick={() => setRemoving(factor)} aria-label={`Remove ${factor.name}`}>
              Remove
            </Button>
          </li>
        ))}
      </List>
      {problem && <Alert>{problem}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this factor?"
        message={`${removing?.name ?? ''} will no longer sign you in.`}
        confirmLabel="Remove"
        confirmVariant="danger"
        loading={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
