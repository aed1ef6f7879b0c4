import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { join } from 'node:path';
import { repoRoot } from '../src/config.js';

/**
 * What the benchmarks send: the web apps' own operations, as `npm run codegen` wrote them into
 * schema/web-operations.json (each app's codegen output as Apollo Client prints it, `__typename`
 * added), in the body and with the headers Apollo Client's HttpLink sends: `operationName`,
 * `variables`, `extensions.clientLibrary`, `query`, in that order. Never a query written for a
 * benchmark: a figure then describes what browsers ask (docs/benchmarks.md; issue 49).
 */
interface WebOperationsFile {
  apolloClient: { name: string; version: string };
  operations: Record<string, Record<string, { type: 'query' | 'mutation' | 'subscription'; text: string }>>;
}

const file = JSON.parse(readFileSync(join(repoRoot, 'schema', 'web-operations.json'), 'utf8')) as WebOperationsFile;

/** The web app that sends each operation the benchmarks use. */
export type WebApp = 'web-kit' | 'shell' | 'mf-student' | 'mf-rooms' | 'mf-admin';

/** One of the web's operations: its name and its text as sent. */
export interface WebOperation {
  app: WebApp;
  operationName: string;
  type: 'query' | 'mutation' | 'subscription';
  query: string;
}

export function webOperation(app: WebApp, operationName: string): WebOperation {
  const operation = file.operations[app]?.[operationName];
  if (!operation) throw new Error(`${app} sends no operation ${operationName} (schema/web-operations.json; npm run codegen)`);
  return { app, operationName, type: operation.type, query: operation.text };
}

/** The operations the benchmarks send, each the web's own (a test holds them to the file). */
export const WEB = {
  /** A room grid's rooms and selection window (mf-rooms' HOSTEL_ROOMS), the grid's one read. */
  gridRooms: webOperation('mf-rooms', 'RoomGridRooms'),
  /** A booking from the grid's confirm dialog (mf-rooms' BOOK_ROOM). */
  bookRoom: webOperation('mf-rooms', 'BookRoom'),
  /** A roommate group's leader booking one room for the group (mf-rooms). */
  bookRoomForGroup: webOperation('mf-rooms', 'BookRoomForGroup'),
  /** An open grid's live room changes (mf-rooms' ROOM_CHANGES). */
  roomChanges: webOperation('mf-rooms', 'RoomGridChanges'),
  /** Who is logged in: the first query of every page (web-kit's SESSION_ME). */
  sessionMe: webOperation('web-kit', 'SessionMe'),
  /** A student's dashboard's first queries, beside the session: their place in room selection and its slots now (mf-student's manifest). */
  dashboard: [webOperation('mf-student', 'StudentMySelection'), webOperation('mf-student', 'StudentSelectionNow')],
  /** The office's student search (mf-admin's Students page). */
  students: webOperation('mf-admin', 'AdminStudents'),
  /** The office setting up selection day (mf-admin's selection processes). */
  createSelectionProcess: webOperation('mf-admin', 'AdminCreateSelectionProcess'),
  publishSelectionProcess: webOperation('mf-admin', 'AdminPublishSelectionProcess'),
  runSelectionAssignment: webOperation('mf-admin', 'AdminRunSelectionAssignment'),
  selectionProcess: webOperation('mf-admin', 'AdminSelectionProcess'),
  /** Suggested roommates on /selection (mf-student, issue 51). */
  roommateSuggestions: webOperation('mf-student', 'StudentRoommateSuggestions'),
  /** The office's live selection day and what it follows (mf-admin, issue 51). */
  selectionDay: webOperation('mf-admin', 'AdminSelectionDay'),
  selectionDayRooms: webOperation('mf-admin', 'AdminSelectionDayRooms'),
  selectionDayRequests: webOperation('mf-admin', 'AdminSelectionDayRequests'),
  /** The office adding a hostel (mf-admin's inventory). */
  createHostel: webOperation('mf-admin', 'AdminCreateHostel'),
  /** The office's repair jobs, filtered, a page at a time, and the dashboard's repair figures (mf-admin, issue 53). */
  repairJobs: webOperation('mf-admin', 'AdminRepairJobs'),
  repairStats: webOperation('mf-admin', 'AdminRepairStats'),
} as const;

/** What the browser adds to every request: the encodings Chromium accepts. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The HTTP body of `operation` as Apollo Client's HttpLink sends it (variables it does not use left out, as HttpLink does). */
export function apolloBody(operation: WebOperation, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ operationName: operation.operationName, variables, extensions: { clientLibrary: file.apolloClient }, query: operation.query });
}

/** Apollo Client's request headers for a query or mutation over HTTP, with the browser's Accept-Encoding. */
export const APOLLO_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
} as const;

/** A subscription's `subscribe` payload as Apollo Client's GraphQLWsLink sends it over the socket. */
export function apolloSubscribePayload(operation: WebOperation, variables: Record<string, unknown> = {}): Record<string, unknown> {
  return { variables, operationName: operation.operationName, extensions: { clientLibrary: file.apolloClient }, query: operation.query };
}

/** Sends one of the web's operations as Apollo Client does, and answers its data (throws on errors: a benchmark's setup must not fail quietly). */
export async function sendWebOperation<T>(baseUrl: string, cookie: string, operation: WebOperation, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...APOLLO_HEADERS, cookie }, body: apolloBody(operation, variables) });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`bench: ${operation.operationName}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** An answer's body as text, decoded as a browser decodes it (the gateway compresses answers of 1 KB and more). */
export function answerText(headers: IncomingHttpHeaders, body: Buffer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  return body.toString();
}
