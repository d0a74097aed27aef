import type { CompiledQuery, Compilable, QueryResult } from 'kysely';
import { dialectOf } from './dialect.ts';
import type { Db } from './database.ts';

/** Where a named argument goes in the compiled statement's parameters. */
class Argument {
  constructor(readonly name: string) {}
}

/** Names an argument while the query is built; typed as the value it stands for. */
export type ArgumentOf<Args> = <K extends keyof Args & string>(name: K) => Args[K];

/**
 * A query built and compiled once per dialect, then run with new values: Kysely otherwise builds its operation
 * tree and compiles it to SQL on every call, which costs more than SQLite running a small statement. The statement
 * text is the same string each time, so the SQLite statement cache finds it at once too.
 *
 *   const runById = compiledQuery<{ id: string }, Row>((db, arg) => db.selectFrom('flow_runs').selectAll().where('id', '=', arg('id')));
 *   const { rows } = await runById(trx, { id });
 *
 * An argument must be a value the query passes as a parameter: not null where the query compares with `=` (Kysely
 * writes `is null` for a null it sees while building), nor anything Kysely writes into the SQL text (`sql.lit`,
 * `in` lists, whose length is part of the statement). Give such a query one compiled form per shape instead.
 */
export function compiledQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Db, arg: ArgumentOf<Args>) => Compilable<Row>,
): (db: Db, args: Args) => Promise<QueryResult<Row>> {
  const compiled = new Map<'sqlite' | 'postgres', CompiledQuery<Row>>();
  const arg = ((name: string) => new Argument(name)) as ArgumentOf<Args>;
  return async (db, args) => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      query = build(db, arg).compile();
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((p) => {
      if (!(p instanceof Argument)) return p;
      if (!(p.name in args)) throw new Error(`The query's argument '${p.name}' was not given`);
      return args[p.name];
    });
    return db.executeQuery<Row>({ ...query, parameters });
  };
}

/**
 * A query whose statement takes a few shapes (the columns a write sets, the length of an `in` list): each shape is
 * compiled once, the first time it is asked for. `key` names the shape; keep the shapes few.
 *
 *   const saveQuery = compiledQueries((sets: { context: boolean }) => String(sets.context), (db, arg, sets) => …);
 *   await saveQuery({ context: true })(trx, args);
 */
export function compiledQueries<Shape, Args extends Record<string, unknown>, Row>(
  key: (shape: Shape) => string,
  build: (db: Db, arg: ArgumentOf<Args>, shape: Shape) => Compilable<Row>,
): (shape: Shape) => (db: Db, args: Args) => Promise<QueryResult<Row>> {
  const queries = new Map<string, (db: Db, args: Args) => Promise<QueryResult<Row>>>();
  return (shape) => {
    const name = key(shape);
    let query = queries.get(name);
    if (!query) {
      query = compiledQuery<Args, Row>((db, arg) => build(db, arg, shape));
      queries.set(name, query);
    }
    return query;
  };
}
