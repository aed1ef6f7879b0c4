import { useState } from 'react';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { SCAN_GATE_PASS, type GateDirection, type GateScan } from './gate.operations';

/** The last check's answer; `id` tells two identical answers apart, so each is announced. */
export type GateOutcome = { id: number; kind: 'passed'; scan: GateScan } | { id: number; kind: 'refused'; message: string };

/**
 * Checks a pass at the gate: the server records the student going out or coming back, or refuses
 * with its reason (used twice, expired, forged…), which the guard reads as the server wrote it.
 */
export function useGateScan() {
  const [outcome, setOutcome] = useState<GateOutcome | null>(null);
  const [mutate, { loading }] = useMutation(SCAN_GATE_PASS);

  const check = async (code: string, direction: GateDirection) => {
    try {
      const { data } = await mutate({ variables: { code, direction } });
      if (data) setOutcome((last) => ({ id: (last?.id ?? 0) + 1, kind: 'passed', scan: data.scanGatePass }));
    } catch (error) {
      const message = serverMessage(error, 'Could not reach the server: the pass was not checked. Try again.');
      setOutcome((last) => ({ id: (last?.id ?? 0) + 1, kind: 'refused', message }));
    }
  };

  return { check, outcome, checking: loading };
}
