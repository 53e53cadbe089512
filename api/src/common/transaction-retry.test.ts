// transactionalWithRetry on real PostgreSQL: a real deadlock and a real serialization failure
// are retried until both transactions commit; the retries stop after the given number of
// attempts; other errors, nested transactions and work that must not be repeated are not
// retried; and a rolled-back attempt leaves no changed entity behind for the next one.
import { IsolationLevel } from '@mikro-orm/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../../test/commerce-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Product } from '../modules/catalog/product.entity';
import { badInput } from './errors';
import { isRetryableTransactionError, transactionalWithRetry } from './transaction-retry';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await app.orm.em.getConnection().execute(`create table retry_probe (id int primary key, n int not null)`);
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.orm.em.getConnection().execute(`truncate retry_probe; insert into retry_probe values (1, 0), (2, 0), (3, 0)`);
  // The retries' warnings are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const fork = () => app.orm.em.fork();
const probe = async () => {
  const rows: { n: number }[] = await app.orm.em.getConnection().execute(`select n from retry_probe order by id`);
  return rows.map((row) => row.n);
};
const FORCED_SERIALIZATION_FAILURE = `do $$ begin raise exception 'forced' using errcode = '40001'; end $$`;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Two transactions that each update one row, wait until the other has updated its first row, and
 * then update the other's row: a deadlock that PostgreSQL breaks (after deadlock_timeout) by
 * aborting one of them.
 */
async function crossedUpdates(attempts: number) {
  const holding = [deferred(), deferred()];
  const runs = [0, 0];
  const transaction = (me: 0 | 1, first: number, second: number) =>
    transactionalWithRetry(
      fork(),
      async (em) => {
        runs[me] += 1;
        await em.execute(`update retry_probe set n = n + 1 where id = ?`, [first]);
        holding[me].resolve();
        await holding[1 - me].promise;
        await em.execute(`update retry_probe set n = n + 1 where id = ?`, [second]);
        return runs[me];
      },
      { attempts },
    );
  const outcomes = await Promise.allSettled([transaction(0, 1, 2), transaction(1, 2, 1)]);
  return { outcomes, runs };
}

describe('transactionalWithRetry', () => {
  it('runs a deadlock victim again, so both transactions commit', async () => {
    const { outcomes, runs } = await crossedUpdates(5);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(runs[0] + runs[1]).toBe(3); // one of them ran twice
    expect(await probe()).toEqual([2, 2, 0]); // each update counted once: the victim's first attempt left nothing
  });

  it('without retries the same transactions end in a deadlock error (the scenario above is real)', async () => {
    const { outcomes } = await crossedUpdates(1);
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ code: '40P01' });
    expect(isRetryableTransactionError((rejected[0] as PromiseRejectedResult).reason)).toBe(true);
  });

  it('runs a serialization failure again, with the row as the other transaction left it', async () => {
    const read = deferred();
    const written = deferred();
    let attempts = 0;
    // Read, wait for another transaction to change the row, write: REPEATABLE READ refuses the write (40001).
    const increment = transactionalWithRetry(
      fork(),
      async (em) => {
        attempts += 1;
        const [{ n }] = await em.execute(`select n from retry_probe where id = 3`);
        read.resolve();
        await written.promise;
        await em.execute(`update retry_probe set n = ? where id = 3`, [n + 1]);
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
    await read.promise;
    await transactionalWithRetry(fork(), (em) => em.execute(`update retry_probe set n = n + 10 where id = 3`));
    written.resolve();
    await increment;
    expect(attempts).toBe(2);
    expect(await probe()).toEqual([0, 0, 11]); // not 1: the other transaction's +10 was not lost
  });

  it('gives up after the given number of attempts and reports the database error', async () => {
    let attempts = 0;
    const failing = transactionalWithRetry(
      fork(),
      async (em) => {
        attempts += 1;
        await em.execute(`update retry_probe set n = n + 1 where id = 1`);
        await em.execute(FORCED_SERIALIZATION_FAILURE);
      },
      { attempts: 3 },
    );
    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(3);
    expect(await probe()).toEqual([0, 0, 0]); // every attempt was rolled back
  });

  it('does not retry other errors, work that says it must not run twice, or a nested transaction', async () => {
    let attempts = 0;
    await expect(
      transactionalWithRetry(fork(), async () => {
        attempts += 1;
        throw badInput('Not a database error.');
      }),
    ).rejects.toThrow('Not a database error.');
    expect(attempts).toBe(1);

    attempts = 0;
    await expect(
      transactionalWithRetry(
        fork(),
        async (em) => {
          attempts += 1;
          await em.execute(FORCED_SERIALIZATION_FAILURE);
        },
        { canRetry: () => false },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(1);

    // Inside an outer transaction the abort rolled back the outer work too: only the outer one may retry.
    attempts = 0;
    await expect(
      fork().transactional(async (outer) => {
        await transactionalWithRetry(outer, async (em) => {
          attempts += 1;
          await em.execute(FORCED_SERIALIZATION_FAILURE);
        });
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(1);
  });

  it('starts each attempt from the database, not from entities a rolled-back attempt changed', async () => {
    const { productIds: [id] } = await createShop(app, [{ name: 'Counted', priceCents: 100, stock: 10 }]);
    const em = fork();
    await em.findOneOrFail(Product, id); // the request's unit of work already knows the product
    let attempts = 0;
    await transactionalWithRetry(em, async (tx) => {
      attempts += 1;
      const product = await tx.findOneOrFail(Product, id);
      product.stock += 1;
      await tx.flush();
      if (attempts === 1) await tx.execute(FORCED_SERIALIZATION_FAILURE);
    });
    expect(attempts).toBe(2);
    const [{ stock }] = await app.orm.em.getConnection().execute(`select stock from products where id = ?`, [id]);
    expect(stock).toBe(11); // 12 if the second attempt had reused the first one's incremented entity
  });
});
