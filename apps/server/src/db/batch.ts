/**
 * Many callers' single-row writes as one statement (decision 0013, "Batched writes on
 * PostgreSQL"). Each write of the relaxed kind (a favourite added or removed, a message marked
 * read) cost the portal a round trip to PostgreSQL, and PostgreSQL a statement and a commit of its
 * own: at 50 connections that round trip was a third of the portal's CPU per request and most of
 * the database's. A batcher collects the calls made in one turn of the event loop and runs them as
 * one statement over arrays (`unnest`), answering each caller with its own row. While the most
 * batches allowed are on their way, new calls wait and form the next batch, so batches grow with
 * the load and a lone call goes at once.
 *
 * A failing batch is run again one call at a time: one caller's bad row fails that caller alone.
 */

/** Runs the items of one batch; answers one result per item, in the items' order. */
export type BatchRun<I, O> = (items: readonly I[]) => Promise<readonly O[]>;

export interface Batcher<I, O> {
  submit(item: I): Promise<O>;
}

export interface BatchOptions {
  /** Batches on their way at once (each holds a connection). */
  maxInFlight?: number;
  /** The most items in one statement (its parameter arrays' length). */
  maxItems?: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export function batcher<I, O>(run: BatchRun<I, O>, opts: BatchOptions = {}): Batcher<I, O> {
  const maxInFlight = opts.maxInFlight ?? 2;
  const maxItems = opts.maxItems ?? 500;
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settle = (batch: Waiting<I, O>[], results: readonly O[]) => {
    if (results.length !== batch.length)
      throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
    batch.forEach((w, i) => w.resolve(results[i]!));
  };

  const runBatch = async (batch: Waiting<I, O>[]) => {
    try {
      settle(batch, await run(batch.map((w) => w.item)));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One at a time: the caller whose row failed the statement is the only one told.
      await Promise.all(
        batch.map(async (w) => {
          try {
            settle([w], await run([w.item]));
          } catch (alone) {
            w.reject(alone);
          }
        }),
      );
    }
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}

const perOwner = new WeakMap<object, Map<string, Batcher<unknown, unknown>>>();

/** The batcher named `key` of `owner` (a database), made by `make` on first use. */
export function batcherOf<I, O>(
  owner: object,
  key: string,
  make: () => Batcher<I, O>,
): Batcher<I, O> {
  let mine = perOwner.get(owner);
  if (!mine) perOwner.set(owner, (mine = new Map()));
  let b = mine.get(key) as Batcher<I, O> | undefined;
  if (!b) mine.set(key, (b = make()) as Batcher<unknown, unknown>);
  return b;
}
