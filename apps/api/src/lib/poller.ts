export interface Poller {
  /** Runs a pass now (tests and start-up), after any pass in progress. */
  runNow(): Promise<void>;
  /** Stops polling and resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

export interface PollerOptions {
  intervalMs: number;
  /** One pass; answers true when it did a full batch, so the next pass follows at once. */
  pass(): Promise<boolean>;
  onError(error: unknown): void;
}

/**
 * Background work that polls a table (outboxes, unsettled payments). Every replica may run the
 * same poller: the passes claim rows with FOR UPDATE SKIP LOCKED, so they share the work.
 */
export function startPoller({ intervalMs, pass, onError }: PollerOptions): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (!stopped && (await pass()));
  }

  function run(): Promise<void> {
    clearTimeout(timer);
    // The first pass starts now, not on a later tick, so a stop() right after start waits for it.
    running = (running ? running.then(drain) : drain()).catch(onError).finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, intervalMs);
    // Polling alone must not keep a process alive that is otherwise done.
    timer.unref();
  }

  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
