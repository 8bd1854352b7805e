/**
 * The local stack's timed jobs (instead of a hosted scheduler): a job runs once when the stack is
 * ready, then at each next time its schedule names on the deployment's clock. A run's line is
 * logged; a failed run is logged too and the next one is still scheduled (its schedule may bring
 * it closer after a failure). The timer never keeps the process alive (unref).
 */

export interface JobTimer {
  stop(): void;
}

/** What the stack (or a test) hands a job's timer: the run, where its lines go, and the clock. */
export interface JobTimerOptions<Result> {
  /** One run; resolves to what the job reports. */
  run: () => Promise<Result>;
  log: (line: string) => void;
  now?: () => Date;
}

export function startJobTimer({
  name,
  run,
  nextAt,
  log,
  now = () => new Date(),
}: JobTimerOptions<string> & {
  /** The log lines' prefix ("retention", "weekly-digest"); `run` resolves to the line to log. */
  name: string;
  /** The next run's instant after `now`; `failed` says whether the run just ended in error. */
  nextAt: (now: Date, failed: boolean) => Date;
}): JobTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = (ms: number) => {
    timer = setTimeout(() => void tick(), ms);
    (timer as { unref?: () => void }).unref?.();
  };
  const tick = async () => {
    let failed = false;
    try {
      log(`${name}: ${await run()}`);
    } catch (error) {
      failed = true;
      log(`${name}: the run failed: ${(error as Error).message}`);
    }
    if (stopped) return;
    const at = now();
    arm(nextAt(at, failed).getTime() - at.getTime());
  };
  arm(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
