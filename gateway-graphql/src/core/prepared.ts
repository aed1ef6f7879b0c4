import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

const statements = new Map<string, { text: string; parameters: number }>();

/**
 * Every prepared statement, by name, as sent (`$n` placeholders): for the test that checks that
 * PostgreSQL keeps one generic plan for each (test/prepared-plans.test.ts), which is what makes
 * preparing them pay.
 */
export const preparedStatements = (): ReadonlyMap<string, { text: string; parameters: number }> => statements;

/** A statement of the hot path, run with its parameters as `run(em, params)`. */
export type Prepared<Row> = (em: EntityManager, params: readonly unknown[]) => Promise<Row[]>;

/**
 * One of selection day's hot statements as a named prepared statement on MikroORM's own pg pool
 * (no new connections): PostgreSQL parses it once per connection and, once it settles on the
 * generic plan (after five custom ones, if those are not cheaper; test/prepared-plans.test.ts
 * holds every statement to that), plans it once too. The ORM does not format its parameters
 * into the text. MikroORM sends `em.execute` with its
 * parameters inlined, so every call was planned anew: nearly half of PostgreSQL's work for the
 * rooms read, and about a third for the booking statement (docs/benchmarks.md).
 *
 * `sql` is written with `?` placeholders, as for `em.execute`, and must use `?` for nothing else.
 * Inside a transaction the same text runs through the transaction's `em.execute`, so it sees
 * and is part of that transaction. Errors are the driver's own (their messages name the
 * constraint, as the ORM's do; `isDatabaseUnavailable` reads their codes).
 */
export function prepared<Row>(name: string, sql: string): Prepared<Row> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  if (statements.has(name) && statements.get(name)!.text !== text) throw new Error(`two prepared statements are named ${name}`);
  statements.set(name, { text, parameters: n });
  return async (em, params) => {
    if (params.length !== n) throw new Error(`${name}: ${params.length} parameters for ${n} placeholders`);
    if (em.isInTransaction()) return em.execute<Row[]>(sql, [...params]);
    const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
    return (await pool.query<Row & object>({ name, text, values: [...params] })).rows;
  };
}
