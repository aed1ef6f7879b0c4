import { graphql } from '../../gql';
import type { AdminScanGatePassMutation, GateDirection as ApiGateDirection } from '../../gql/graphql';

/** Which way the student is going through the gate. */
export type GateDirection = ApiGateDirection;

/** What the gate accepted: who went through, which way, and on which outpass. */
export type GateScan = AdminScanGatePassMutation['scanGatePass'];

export const SCAN_GATE_PASS = graphql(`
  mutation AdminScanGatePass($code: String!, $direction: GateDirection!) {
    scanGatePass(code: $code, direction: $direction) {
      direction
      at
      late
      studentName
      initial
      enrollmentId
      hostelName
      early
      warning
      outpass {
        id
        where
        dateOfArrival
        returnTime
        expectedReturnAt
        status
      }
    }
  }
`);
