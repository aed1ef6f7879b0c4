import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

/** A statement of the hot path, run with its parameters as `run(em, params)`. */
export type Prepared<Row> = (em: EntityManager, params: readonly unknown[]) => Promise<Row[]>;

/**
 * One of selection day's hot statements as a named prepared statement on MikroORM's own pg pool
 * (no new connections): PostgreSQL plans it once per connection instead of on every call, and
 * the ORM does not format its parameters into the text. MikroORM sends `em.execute` with its
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
  return async (em, params) => {
    if (params.length !== n) throw new Error(`${name}: ${params.length} parameters for ${n} placeholders`);
    if (em.isInTransaction()) return em.execute<Row[]>(sql, [...params]);
    const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
    return (await pool.query<Row & object>({ name, text, values: [...params] })).rows;
  };
}
