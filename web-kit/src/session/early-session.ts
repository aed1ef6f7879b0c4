/**
 * The session query, asked for by the shell's first script before the shared libraries (the
 * GraphQL client among them) have arrived; the client takes its answer (`earlyAnswerExchange`)
 * instead of asking again. Nothing here may import a shared module, nor a printer: hence the text.
 */

/** SESSION_ME as the client sends it (its cache adds `__typename`); a test holds them equal. */
export const SESSION_ME_TEXT = 'query SessionMe {\n  me {\n    id\n    name\n    email\n    role\n    __typename\n  }\n}';

let early: Promise<unknown | undefined> | undefined;

/** Sends the session query now. A failed or refused answer is not kept: the client then asks itself. */
export function requestSessionEarly(): void {
  early = fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ operationName: 'SessionMe', query: SESSION_ME_TEXT, variables: {} }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
}

/** The early answer to `operationName`, once (later asks go to the network as usual). */
export function takeEarlyAnswer(operationName: string | undefined): Promise<unknown | undefined> | undefined {
  if (operationName !== 'SessionMe' || !early) return undefined;
  const answer = early;
  early = undefined;
  return answer;
}
