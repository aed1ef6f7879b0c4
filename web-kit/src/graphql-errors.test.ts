import { operationError } from 'web-kit/testing';
import { busyRetryAfter, errorCode, serverFieldErrors, serverMessage } from './graphql-errors';

const refused = operationError([{ message: 'Room 104 is full.', extensions: { code: 'ROOM_FULL', fields: [{ field: 'roomNumber', message: 'Full.' }, { bogus: true }] } }]);

describe('the GraphQL error reader', () => {
  it("reads the server's message, code and field messages", () => {
    expect(serverMessage(refused, 'fallback')).toBe('Room 104 is full.');
    expect(errorCode(refused)).toBe('ROOM_FULL');
    expect(serverFieldErrors(refused)).toEqual({ roomNumber: 'Full.' });
  });

  it('words a refusal for too many attempts in minutes, rounded up', () => {
    const limited = (retryAfter: number) =>
      operationError([{ message: 'Slow down.', extensions: { code: 'RATE_LIMITED', retryAfter } }]);
    expect(serverMessage(limited(900), 'x')).toBe('Too many attempts, try again in 15 minutes.');
    expect(serverMessage(limited(61), 'x')).toBe('Too many attempts, try again in 2 minutes.');
    expect(serverMessage(limited(5), 'x')).toBe('Too many attempts, try again in 1 minute.');
    expect(errorCode(limited(5))).toBe('RATE_LIMITED');
  });

  it('reads the wait a busy server asks for, and nothing from other refusals', () => {
    const error = (code: string, retryAfter?: unknown) => operationError([{ message: 'No.', extensions: { code, retryAfter } }]);
    expect(busyRetryAfter(error('SERVICE_UNAVAILABLE', 7))).toBe(7);
    expect(busyRetryAfter(error('SERVICE_UNAVAILABLE'))).toBeNull();
    expect(busyRetryAfter(error('SERVICE_UNAVAILABLE', 0))).toBeNull();
    expect(busyRetryAfter(error('SERVICE_UNAVAILABLE', '7'))).toBeNull();
    expect(busyRetryAfter(error('RATE_LIMITED', 840))).toBeNull(); // worded in minutes instead, the button stays
    expect(busyRetryAfter(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('falls back for network failures and anything else', () => {
    const network = new TypeError('Failed to fetch');
    expect(serverMessage(network, 'Please try again.')).toBe('Please try again.');
    expect(errorCode(network)).toBeNull();
    expect(serverFieldErrors(network)).toEqual({});
  });
});
