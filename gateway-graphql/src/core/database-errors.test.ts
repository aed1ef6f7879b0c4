import pg from 'pg';
import { DriverException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { classifyDatabaseError, isDatabaseUnavailable, sqlStateOf } from './database-errors.js';
import { AppError, badInput } from './errors.js';

/** An error as pg builds one from the server's ErrorResponse: its SQLSTATE in `code`. */
const fromServer = (code: string, message: string, severity = 'ERROR') => Object.assign(new Error(message), { name: 'error', severity, code });
/** A socket's error, as Node gives it to pg. */
const fromSocket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

describe('classifyDatabaseError', () => {
  it.each([
    // The database answered: the statement carried a value it refuses. Never an outage.
    ['a NUL as a parameter (22021)', fromServer('22021', 'invalid byte sequence for encoding "UTF8": 0x00'), 'refused-value'],
    ['a NUL inlined into the text (08P01)', fromServer('08P01', 'invalid message format'), 'refused-value'],
    ['text that is not a number (22P02)', fromServer('22P02', 'invalid input syntax for type integer: "x"'), 'refused-value'],
    ['a value too long (22001)', fromServer('22001', 'value too long for type character varying(40)'), 'refused-value'],
    ['22021 wrapped by MikroORM', new DriverException(fromServer('22021', 'invalid byte sequence for encoding "UTF8": 0x00')), 'refused-value'],
    ['a data exception quoting words of an outage', fromServer('22P02', 'invalid input syntax for type uuid: "Connection terminated"'), 'refused-value'],
    // The database answered and refused the statement for another reason: the caller's to handle.
    ['a unique violation (23505)', fromServer('23505', 'duplicate key value violates unique constraint "users_email_unique"'), 'statement'],
    ['a deadlock (40P01)', fromServer('40P01', 'deadlock detected'), 'statement'],
    ['a syntax error of ours (42601)', fromServer('42601', 'syntax error at or near "selec"'), 'statement'],
    ['a cancelled statement (57014)', fromServer('57014', 'canceling statement due to statement timeout'), 'statement'],
    // The database cannot serve: an outage.
    ['an administrator ending the connection (57P01)', fromServer('57P01', 'terminating connection due to administrator command', 'FATAL'), 'unavailable'],
    ['a database closed to connections (55000, FATAL at connect)', fromServer('55000', 'database "dormspace" is not currently accepting connections', 'FATAL'), 'unavailable'],
    ['a login refused (28P01, FATAL at connect)', fromServer('28P01', 'password authentication failed for user "dormspace"', 'FATAL'), 'unavailable'],
    ['the same SQLSTATE as a statement\'s ERROR (55000)', fromServer('55000', 'object not in prerequisite state'), 'statement'],
    ['a crash (57P02)', fromServer('57P02', 'terminating connection because of crash of another server process'), 'unavailable'],
    ['the server starting (57P03)', fromServer('57P03', 'the database system is starting up'), 'unavailable'],
    ['no connection slot (53300)', fromServer('53300', 'sorry, too many clients already'), 'unavailable'],
    ['a connection failure (08006)', fromServer('08006', 'connection failure'), 'unavailable'],
    ['a refused connection', fromSocket('ECONNREFUSED'), 'unavailable'],
    ['a reset connection', fromSocket('ECONNRESET'), 'unavailable'],
    ['a broken pipe (EPIPE has a SQLSTATE\'s shape)', fromSocket('EPIPE'), 'unavailable'],
    ['pg losing its connection', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['pg-pool finding none in time', new Error('timeout exceeded when trying to connect'), 'unavailable'],
    ['MikroORM wrapping a lost connection', new DriverException(new Error('Connection terminated unexpectedly')), 'unavailable'],
    ['an outage as the cause of another error', new Error('read failed', { cause: fromServer('57P01', 'terminating connection due to administrator command') }), 'unavailable'],
    // Not the database's: words of an outage inside a request's own text are just words.
    ['a GraphQL variable quoting "Connection terminated"', new GraphQLError('Variable "$h" got invalid value "Connection terminated"; Boolean cannot represent a non boolean value'), undefined],
    ['a JSON body quoting "Connection terminated"', new SyntaxError('Unexpected token \'C\', "{"a": Connection terminated}" is not valid JSON'), undefined],
    ['a coded error', badInput([{ field: 'name', message: 'terminating connection' }]), undefined],
    ['a TypeError', new TypeError('Cannot read properties of undefined'), undefined],
    ['nothing', undefined, undefined],
    ['a string', 'Connection terminated', undefined],
  ])('%s: %s', (_what, error, expected) => {
    expect(classifyDatabaseError(error)).toBe(expected);
    expect(isDatabaseUnavailable(error)).toBe(expected === 'unavailable');
  });

  it('reads the SQLSTATE from the error or what it wraps, never a socket code', () => {
    expect(sqlStateOf(new DriverException(fromServer('22021', 'x')))).toBe('22021');
    expect(sqlStateOf(new Error('x', { cause: fromServer('23505', 'x') }))).toBe('23505');
    expect(sqlStateOf(fromSocket('EPIPE'))).toBeUndefined();
    expect(sqlStateOf(new AppError('CONFLICT', 'x'))).toBeUndefined();
  });

  it('calls what PostgreSQL itself answers to a NUL a refused value, by both ways the gateway sends statements', async () => {
    const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await client.connect();
    try {
      // A parameter (the prepared statements of core/prepared.ts, and pg's own binding).
      const asParameter = await client.query('select $1::text as t', ['a\u0000b']).catch((e: unknown) => e);
      expect(sqlStateOf(asParameter)).toBe('22021');
      expect(classifyDatabaseError(asParameter)).toBe('refused-value');
      // Inlined into the statement's text (MikroORM's `execute` formats its parameters in).
      const inlined = await client.query("select 'a\u0000b'::text as t").catch((e: unknown) => e);
      expect(sqlStateOf(inlined)).toBe('08P01');
      expect(classifyDatabaseError(inlined)).toBe('refused-value');
      // The connection lives on: a refused value is no outage of any kind.
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  });
});
