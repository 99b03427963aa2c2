import SonicBoom from 'sonic-boom';

/** Log lines kept while stdout does not take them (a reader that stopped reading); later ones are dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface StdoutLog {
  stream: SonicBoom;
  /** Waits until stdout has taken the lines written so far, or `timeoutMs` at most. */
  flush(timeoutMs: number): Promise<void>;
}

/**
 * Where the server's log goes: stdout, written asynchronously, never holding the process. pino's own stdout
 * destination flushes synchronously on exit and retries for as long as the pipe is full (and, in the
 * library underneath, for ever on any error but EPIPE), so a SIGTERM after the log reader stopped reading
 * left the process alive for good, with the data-directory lock. This one has no exit hook at all: the
 * server flushes with a time limit before it exits, a reader that never reads costs at most
 * MAX_BUFFERED_BYTES, and a closed pipe (EPIPE) only loses log lines.
 */
export function createStdoutLog(): StdoutLog {
  const stream = new SonicBoom({
    // Reading process.stdout first makes Node switch a pipe to non-blocking mode: a write to a full pipe
    // then answers EAGAIN (retried later) instead of blocking the thread.
    fd: process.stdout.fd,
    sync: false,
    // 1, not 0: only then does `flush` wait for the lines to be written.
    minLength: 1,
    maxLength: MAX_BUFFERED_BYTES,
  });
  // Nowhere left to report a failing log; the process goes on without it.
  stream.on('error', () => {});
  return {
    stream,
    flush: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        stream.flush(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
