/**
 * Runs `work` every `everyMs`, one run at a time (a run still going when the next is due is not
 * doubled), until the returned function is called; it waits for the run under way. Failures are
 * reported, never thrown: the next run tries again. The timer does not keep the process alive.
 */
export function runEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  report: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch(report)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
