// OutboxPoller's schedule: an idle outbox is polled once per interval (not in a busy loop), a due
// retry wakes it early, a nudge during a round asks for one more round, and stop() waits for the
// round in hand. nextDueInMsSql is checked on real PostgreSQL: an empty outbox reads as null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { nextDueInMsSql, OutboxPoller } from './outbox-poller';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingPoller(nextDueInMs: () => Promise<number | null>, roundMs = 0) {
  const rounds = { count: 0 };
  const poller = new OutboxPoller({
    name: 'test poller',
    pollIntervalMs: 300,
    runBatch: async () => {
      rounds.count++;
      if (roundMs) await pause(roundMs);
      return false;
    },
    nextDueInMs,
  });
  return { poller, rounds };
}

describe('OutboxPoller', () => {
  it('polls an idle outbox once per interval', async () => {
    const { poller, rounds } = countingPoller(async () => null);
    poller.start();
    await pause(1_000);
    await poller.stop();
    // t = 0, 300, 600, 900 ms: about four rounds, never hundreds.
    expect(rounds.count).toBeGreaterThanOrEqual(3);
    expect(rounds.count).toBeLessThanOrEqual(5);
  });

  it('wakes up early for a retry that falls due before the interval', async () => {
    const { poller, rounds } = countingPoller(async () => 50);
    poller.start();
    await pause(650);
    await poller.stop();
    expect(rounds.count).toBeGreaterThanOrEqual(6);
  });

  it('runs one more round for a nudge that came during a round, and stop waits for it', async () => {
    const { poller, rounds } = countingPoller(async () => null, 100);
    poller.start();
    await pause(20);
    poller.nudge();
    poller.nudge();
    await poller.idle();
    expect(rounds.count).toBe(2);
    poller.nudge();
    await pause(20);
    const stopping = poller.stop();
    expect(poller.isStopped).toBe(true);
    await stopping;
    expect(rounds.count).toBe(3);
    poller.nudge();
    await pause(150);
    expect(rounds.count).toBe(3);
  });
});

describe('nextDueInMsSql', () => {
  let app: TestApp;
  const sql = (query: string) => app.orm.em.fork().getConnection().execute<{ ms: number | null }[]>(query);

  beforeAll(async () => {
    app = await startTestApp();
    await sql(`create table poller_probe (status text not null, next_attempt_at timestamptz not null)`);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is null when nothing waits, and the time to the earliest waiting row otherwise', async () => {
    expect((await sql(nextDueInMsSql('poller_probe')))[0].ms).toBeNull();
    await sql(`insert into poller_probe values ('sent', now()), ('pending', now() + interval '2 seconds'), ('sending', now() + interval '5 seconds')`);
    const ms = (await sql(nextDueInMsSql('poller_probe')))[0].ms!;
    expect(ms).toBeGreaterThan(1_000);
    expect(ms).toBeLessThanOrEqual(2_000);
    await sql(`insert into poller_probe values ('pending', now() - interval '1 minute')`);
    expect((await sql(nextDueInMsSql('poller_probe')))[0].ms).toBeLessThan(0);
  });
});
