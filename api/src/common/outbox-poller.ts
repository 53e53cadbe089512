import { logger } from './logger';

/**
 * The schedule of an outbox dispatcher (mail, refunds): a round when nudged after a commit, at the
 * next row's retry time, and at least once per poll interval (other replicas, restarts). Rounds
 * never overlap within a process; a nudge during a round asks for another one, because that round
 * may have claimed its rows before the nudging transaction committed. What a round does (claim due
 * rows with FOR UPDATE SKIP LOCKED and a lease, act on them) is the dispatcher's.
 */
export class OutboxPoller {
  private running: Promise<void> | null = null;
  private nudged = false;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      /** Names the dispatcher in the log. */
      name: string;
      pollIntervalMs: number;
      /** Handles one batch of due rows; true when the batch was full (more may be due). */
      runBatch: () => Promise<boolean>;
      /** Milliseconds until the next waiting row is due, or null when none waits. */
      nextDueInMs: () => Promise<number | null>;
    },
  ) {}

  /** True once stop() was called: a batch in hand releases the rows it has not tried yet. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Handles whatever is due now (left over from a restart or another replica), then keeps polling. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.nudge();
  }

  /** Asks for a round soon; call it after a transaction that queued rows has committed. */
  nudge(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.nudged = true; // the current round may have claimed before that commit: go again
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Stops polling and waits for the round in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves when the current round, if any, has finished (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.nudged = false;
      try {
        while (!this.stopped && (await this.options.runBatch())) {
          // a full batch: there may be more due
        }
      } catch (error) {
        // The database may be briefly unavailable: the next poll tries again.
        logger.error({ worker: this.options.name, err: error }, 'round failed, the next poll tries again');
      }
    } while (this.nudged && !this.stopped);
    await this.scheduleNextRound();
  }

  /** Wakes up for the next due row (a retry sooner than the poll interval), at the latest after one interval. */
  private async scheduleNextRound(): Promise<void> {
    if (this.stopped) return;
    let delay = this.options.pollIntervalMs;
    try {
      const dueInMs = await this.options.nextDueInMs();
      if (dueInMs !== null) delay = Math.min(delay, Math.max(0, Math.ceil(dueInMs)) + 10);
    } catch {
      // keep the poll interval
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.nudge(), delay);
    this.timer.unref();
  }
}

/**
 * The SQL of `nextDueInMs` for an outbox table with `status` and `next_attempt_at`: null when no row
 * waits. (Not `greatest(0, …)`: it skips nulls, so an empty outbox would read as "due now" and the
 * poller would spin every few milliseconds.)
 */
export const nextDueInMsSql = (table: string) =>
  `select (extract(epoch from (min(next_attempt_at) - now())) * 1000)::float8 as ms
     from ${table} where status in ('pending', 'sending')`;
