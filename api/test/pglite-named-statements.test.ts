/**
 * Named statements on the embedded database (QueryOptions.prepared, db/pglite.ts): the same rows as an unnamed
 * statement, for any values, a failure leaves the database usable, and a statement outside a transaction waits for
 * the transaction rather than running inside it.
 */
import './native-modules';
import { openPglite } from '../src/db/pglite';
import type { Db } from '../src/db/db';

let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await db.query(`create table books (id int primary key, title text not null, tags text[], price numeric(8, 2), published_on date)`);
  await db.query(`insert into books values (1, 'Notre-Dame de Paris', '{roman,paris}', 9.9, '1831-03-16'), (2, 'Les Misérables', null, 12.5, null), (3, 'L''Homme qui rit', '{roman}', 8, '1869-04-19')`);
});
afterAll(() => db.close());

const SQL = 'select id, title, tags, price::float8 as price, published_on::text as published_on from books where id = any($1::int[]) and ($2::text is null or title like $2) order by id';

test('a named statement answers what the unnamed one does, for every set of values (nulls and arrays too)', async () => {
  for (const params of [[[1, 2, 3], null], [[2], null], [[1, 3], 'L%'], [[], null], [[3, 1], '%Paris']]) {
    const named = await db.query(SQL, params, { prepared: 'books-by-id' });
    const unnamed = await db.query(SQL, params);
    expect(named.rows).toEqual(unnamed.rows);
  }
  // Parsed once, under its name, and kept by the database for the next runs.
  const { rows: statements } = await db.query<{ name: string }>('select name from pg_prepared_statements');
  expect(statements.map((statement) => statement.name)).toContain('books-by-id');
  expect((await db.query(SQL, [[1, 2], null], { prepared: 'books-by-id' })).rows).toEqual([
    { id: 1, title: 'Notre-Dame de Paris', tags: ['roman', 'paris'], price: 9.9, published_on: '1831-03-16' },
    { id: 2, title: 'Les Misérables', tags: null, price: 12.5, published_on: null },
  ]);
});

test('a failing run throws the database error and leaves the database and the statement usable', async () => {
  const divide = 'select 10 / $1::int as quotient';
  await expect(db.query(divide, [0], { prepared: 'divide' })).rejects.toThrow(/division by zero/);
  await expect(db.query(divide, [2], { prepared: 'divide' })).resolves.toEqual({ rows: [{ quotient: 5 }] });
  await expect(db.query('select broken from nowhere where id = $1', [1], { prepared: 'broken' })).rejects.toThrow(/nowhere/);
  await expect(db.query('select count(*)::int as books from books where id > $1', [0], { prepared: 'count' })).resolves.toEqual({ rows: [{ books: 3 }] });
});

test('outside a transaction, a named statement waits for it and sees what it committed', async () => {
  let inserted!: () => void;
  const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query(`insert into books values (4, 'Quatrevingt-treize', null, 7.5, null)`);
    inserted();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Inside the transaction the option is only a name: the statement runs there.
    return (await tx.query(SQL, [[4], null], { prepared: 'books-by-id' })).rows.length;
  });
  await insertedYet;
  const outside = await db.query(SQL, [[4], null], { prepared: 'books-by-id' });
  expect(await transaction).toBe(1);
  expect(outside.rows.map((row) => row.title)).toEqual(['Quatrevingt-treize']);
});
