// An evenly paced open-loop HTTP/1.1 load generator for the bench: request i is due at start + i/rate and its
// latency counts from then, so time spent waiting for a free connection counts too, as a real client would
// feel it (autocannon's `overallRate` instead fires each connection back to back until its per-second quota
// is used, so "half of peak" becomes bursts at full speed). It writes prepared request bytes on raw keep-alive
// sockets and reads only the status line and the body's length: Node's http client spent about as much CPU
// per request as the API did, on the same two cores, and its own pauses showed up as the server's latency.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * How many bytes of `data` (from `start`) one response takes, and its status; undefined while incomplete.
 * Handles `content-length` and `transfer-encoding: chunked` answers, the two the API sends.
 * @param {Buffer} data @param {number} start
 * @returns {{ status: number, end: number } | undefined}
 */
export function responseAt(data, start) {
  const headEnd = data.indexOf(HEADER_END, start);
  if (headEnd < 0) return undefined;
  const head = data.toString('latin1', start, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const bodyStart = headEnd + HEADER_END.length;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return end <= data.length ? { status, end } : undefined;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return { status, end: bodyStart };
  let at = bodyStart;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (at > data.length) return undefined;
    if (size === 0) return { status, end: at };
  }
}

/**
 * The `q` quantile (0–1) of ascending `sorted` values; NaN when there are none.
 * @param {Float64Array} sorted @param {number} q
 */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * @param {string} url @param {Record<string, string>} headers @param {number} rate requests per second
 * @param {number} seconds counted @param {number} warmup seconds before, not counted (JIT, connections)
 * @param {number} connections
 * @returns {Promise<{ p50: number, p95: number, p99: number, max: number, sent: number, failed: number, achieved: number,
 *   latencies: Float64Array }>} `latencies`: every counted request's, in ms, sorted.
 */
export function pacedLoad(url, headers, rate, seconds, warmup, connections) {
  const target = new URL(url);
  const requestBytes = Buffer.from(
    [
      `GET ${target.pathname}${target.search} HTTP/1.1`,
      `host: ${target.host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
    'latin1',
  );
  const total = Math.round(rate * (seconds + warmup));
  const countFrom = performance.now() + warmup * 1000;
  const latencies = new Float64Array(total);
  let counted = 0;
  let issued = 0;
  let settled = 0;
  let failed = 0;
  const start = performance.now();
  /** @type {number[]} Due times of requests waiting for a free connection, oldest first. */
  const waiting = [];
  let waitingHead = 0;

  return new Promise((done) => {
    /**
     * @typedef {{ socket: import('node:net').Socket, due: number, connected: boolean, busy: boolean,
     *   buffer: Buffer }} Connection
     * @type {Connection[]}
     */
    const idle = [];
    /** @type {Set<import('node:net').Socket>} */
    const sockets = new Set();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const socket of sockets) socket.destroy();
      const sorted = latencies.subarray(0, counted).sort();
      /** @param {number} q */
      const at = (q) => quantile(sorted, q);
      done({
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: at(1),
        sent: total,
        failed,
        achieved: total / ((performance.now() - start) / 1000),
        latencies: sorted,
      });
    };
    /** @param {number} due @param {boolean} ok */
    const settle = (due, ok) => {
      if (!ok) failed++;
      else if (due >= countFrom) latencies[counted++] = performance.now() - due;
      if (++settled === total) finish();
    };
    const next = () => (waitingHead < waiting.length ? waiting[waitingHead++] : undefined);
    /** @param {Connection} conn @param {number} due */
    const send = (conn, due) => {
      conn.due = due;
      conn.busy = true;
      conn.socket.write(requestBytes);
    };

    const open = () => {
      /** @type {Connection} */
      const conn = {
        socket: connect(Number(target.port), target.hostname),
        due: 0,
        connected: false,
        busy: false,
        buffer: Buffer.alloc(0),
      };
      conn.socket.setNoDelay(true);
      sockets.add(conn.socket);
      /** Sends the next waiting request on this connection, or parks it. */
      const serve = () => {
        const due = next();
        if (due === undefined) idle.push(conn);
        else send(conn, due);
      };
      conn.socket.on('connect', () => {
        conn.connected = true;
        serve();
      });
      conn.socket.on('data', (chunk) => {
        conn.buffer = conn.buffer.length === 0 ? chunk : Buffer.concat([conn.buffer, chunk]);
        const response = responseAt(conn.buffer, 0);
        if (!response) return;
        conn.buffer = conn.buffer.subarray(response.end);
        conn.busy = false;
        settle(conn.due, response.status === 200);
        serve();
      });
      conn.socket.on('error', () => {});
      conn.socket.on('close', () => {
        sockets.delete(conn.socket);
        if (finished) return;
        const at = idle.indexOf(conn);
        if (at >= 0) idle.splice(at, 1);
        if (conn.busy) settle(conn.due, false);
        // A refused connection means the server is gone: what is still due fails rather than waits forever.
        if (!conn.connected) {
          failed += total - settled;
          finish();
          return;
        }
        open();
      });
    };
    for (let i = 0; i < connections; i++) open();

    const tick = () => {
      const dueCount = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (issued < dueCount) {
        waiting.push(start + (issued++ * 1000) / rate);
        const conn = idle.pop();
        const due = conn && next();
        if (conn && due !== undefined) send(conn, due);
      }
      if (issued < total) setTimeout(tick, 1);
    };
    tick();
  });
}
