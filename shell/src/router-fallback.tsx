import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';

const Box = styled.main`
  padding: 2rem;
`;

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's last resort, with the spec's words. */
export function RouterFallback() {
  const error = useRouteError();
  return (
    <Box role="alert">
      <h2>Unexpected Application Error!</h2>
      <h3>{messageOf(error)}</h3>
    </Box>
  );
}
