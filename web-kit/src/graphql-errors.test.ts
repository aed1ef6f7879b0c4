import { CombinedGraphQLErrors } from '@apollo/client';
import { errorCode, serverFieldErrors, serverMessage } from './graphql-errors';

const refused = new CombinedGraphQLErrors({
  errors: [{ message: 'Room 104 is full.', extensions: { code: 'ROOM_FULL', fields: [{ field: 'roomNumber', message: 'Full.' }, { bogus: true }] } }],
});

describe('the GraphQL error reader', () => {
  it("reads the server's message, code and field messages", () => {
    expect(serverMessage(refused, 'fallback')).toBe('Room 104 is full.');
    expect(errorCode(refused)).toBe('ROOM_FULL');
    expect(serverFieldErrors(refused)).toEqual({ roomNumber: 'Full.' });
  });

  it('falls back for network failures and anything else', () => {
    const network = new TypeError('Failed to fetch');
    expect(serverMessage(network, 'Please try again.')).toBe('Please try again.');
    expect(errorCode(network)).toBeNull();
    expect(serverFieldErrors(network)).toEqual({});
  });
});
