import { useState } from 'react';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { DESK_COLLECT_PARCEL, type DeskParcel } from './front-desk.operations';

/** The last hand-over's answer; `id` tells two identical answers apart, so each is announced. */
export type HandOverOutcome = { id: number; kind: 'collected'; parcel: DeskParcel } | { id: number; kind: 'refused'; message: string };

/**
 * Hands a parcel over on the student's code (the QR token or the typed code): the server records
 * it, once, or refuses in its own words (already collected, another hostel's desk, not genuine…).
 */
export function useHandOver() {
  const [outcome, setOutcome] = useState<HandOverOutcome | null>(null);
  const [collect, { loading }] = useMutation(DESK_COLLECT_PARCEL);

  const handOver = async (code: string) => {
    try {
      const { data } = await collect({ variables: { code } });
      if (data) setOutcome((last) => ({ id: (last?.id ?? 0) + 1, kind: 'collected', parcel: data.collectParcel }));
    } catch (error) {
      const message = serverMessage(error, 'Could not reach the server: nothing was handed over. Try again.');
      setOutcome((last) => ({ id: (last?.id ?? 0) + 1, kind: 'refused', message }));
    }
  };

  return { handOver, outcome, handingOver: loading };
}
