/** The error codes a client can branch on (GraphQL `extensions.code`; REST maps them to statuses). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'ALREADY_BOOKED'
  | 'ROOM_FULL'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  /** Outside the selection window, or not among the students it admits. */
  | 'SELECTION_CLOSED'
  /** A selection process governs the hostel and the student's slot has not begun: the message names its time, the field `slot` holds it (ISO). */
  | 'SELECTION_NOT_YET'
  /** A hostel change its people forbid (its gender, retiring it): the message names them. */
  | 'HOSTEL_OCCUPIED'
  /** A room change its occupants forbid (smaller, out of service, retired): the message names them. */
  | 'ROOM_OCCUPIED'
  /** Roster-only signup: the enrollment ID is not on the hostel office's roster, or not with this email or gender. */
  | 'NOT_ON_ROSTER'
  /** An academic year cannot close while something of it waits (a request, an invitation, an outpass, an offer): the fields list them. */
  | 'YEAR_HAS_PENDING'
  /** The password was right; the staff account's second factor must follow: the field `secondFactor` holds the challenge (docs/decisions/0155). */
  | 'SECOND_FACTOR_REQUIRED';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An expected failure, raised by a service, with a message fit for the user. It is an answer,
 * not a fault, so it carries no stack: graphql-js reads the stack of every error a resolver
 * throws, and formatting one through the source maps cost 2.5 % of a GraphQL booking's CPU on
 * selection day, where three refusals in four are ROOM_FULL (docs/benchmarks.md, section 1d).
 * A fault wrapped in one (SERVICE_UNAVAILABLE's cause) keeps its own.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[];
  /** For RATE_LIMITED and SERVICE_UNAVAILABLE: when to try again (Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, fieldErrors: FieldError[] = [], retryAfterSeconds?: number) {
    const frames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = frames;
    }
    this.name = 'AppError';
    // A plain string: graphql-js and graphql-jit read the stack of every error a resolver
    // throws, and V8's lazy one is formatted through the source maps on first read.
    this.stack = `AppError: ${message}`;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * What a GraphQL client reads of it: its code, field messages, and when to retry. graphql-js
   * copies an original error's `extensions` into the GraphQLError it wraps it in, so the code
   * travels even where no formatter of ours runs (graphql-ws on the WebSocket).
   */
  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.fieldErrors.length > 0 ? { fields: this.fieldErrors } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfter: this.retryAfterSeconds } : {}),
    };
  }
}

/** Bad input: the first field's message leads; every field's message travels along. */
export function badInput(errors: FieldError[]): AppError {
  return new AppError('BAD_USER_INPUT', errors.map((e) => e.message).join(' '), errors);
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');
export const forbidden = () => new AppError('FORBIDDEN', 'You are not allowed to do that.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/** HTTP status per code for the REST bridge. Already booked is 208, as the spec's client expects. */
export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  ALREADY_BOOKED: 208,
  ROOM_FULL: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  SELECTION_CLOSED: 403,
  SELECTION_NOT_YET: 403,
  HOSTEL_OCCUPIED: 409,
  ROOM_OCCUPIED: 409,
  NOT_ON_ROSTER: 403,
  YEAR_HAS_PENDING: 409,
  SECOND_FACTOR_REQUIRED: 401,
};

/** The database (or another store the answer needs) cannot be reached right now. */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.', [], retryAfterSeconds);
