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
 * A request's bytes: HTTP/1.1, keep-alive, `body` (JSON text) with its length.
 * @param {string} method @param {URL} target @param {Record<string, string>} headers @param {string} [body]
 */
export function requestBytes(method, target, headers, body) {
  const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
  const head = [
    `${method} ${target.pathname}${target.search} HTTP/1.1`,
    `host: ${target.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(payload ? [`content-length: ${payload.length}`] : []),
    '',
    '',
  ].join('\r\n');
  return payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1');
}

/**
 * What a load run sends: `next` makes each request's bytes when a connection is about to send it (a write
 * needs a new key and new input every time), `ok` judges a status, and `onAnswer` sees every answer with its
 * bytes and, for a counted request, its latency (the payment bench reads each order's reference from it).
 * @typedef {{ url: string, next: (connection: number) => Buffer, ok: (status: number) => boolean,
 *   onAnswer?: (connection: number, status: number, answer: Buffer, ms: number | undefined) => void }} RequestSource
 * @typedef {{ p50: number, p95: number, p99: number, max: number, sent: number, failed: number,
 *   achieved: number, latencies: Float64Array, statuses: Record<string, number>, cut: boolean }} LoadResult
 *   `latencies`: every counted request's, in ms, sorted; `statuses`: how many failed answers had each status
 *   (0: no answer); `achieved`: requests a second; `cut`: a closed loop used its `limit` before its time was up.
 */

/**
 * @param {string} url @param {Record<string, string>} headers @param {number} rate requests per second
 * @param {number} seconds counted @param {number} warmup seconds before, not counted (JIT, connections)
 * @param {number} connections
 * @returns {Promise<LoadResult>}
 */
export function pacedLoad(url, headers, rate, seconds, warmup, connections) {
  const bytes = requestBytes('GET', new URL(url), headers);
  return pacedRequests(
    { url, next: () => bytes, ok: (status) => status === 200 },
    rate,
    seconds,
    warmup,
    connections,
  );
}

/**
 * `pacedLoad` for requests a source makes: request i is due at start + i/rate.
 * @param {RequestSource} source @param {number} rate @param {number} seconds @param {number} warmup
 * @param {number} connections
 * @returns {Promise<LoadResult>}
 */
export function pacedRequests(source, rate, seconds, warmup, connections) {
  return drive(source, { rate, seconds, warmup, connections, limit: Math.round(rate * (seconds + warmup)) });
}

/**
 * Closed loop: each connection sends its next request as soon as the last one is answered, for `warmup`
 * uncounted seconds and then `seconds` counted ones, or until `limit` requests were sent (a write's members
 * have only so many in their allowances). `achieved` is the requests answered within the counted seconds,
 * per second: the peak (a slow write's answers to requests sent in the warm-up count too, as autocannon's
 * would; latencies are those of the requests sent in the counted time).
 * @param {RequestSource} source @param {number} seconds @param {number} warmup @param {number} connections
 * @param {number} limit
 * @returns {Promise<LoadResult>}
 */
export function closedRequests(source, seconds, warmup, connections, limit) {
  return drive(source, { seconds, warmup, connections, limit });
}

/**
 * @param {RequestSource} source
 * @param {{ rate?: number, seconds: number, warmup: number, connections: number, limit: number }} plan
 *   without `rate`, closed loop
 * @returns {Promise<LoadResult>}
 */
function drive(source, { rate, seconds, warmup, connections, limit }) {
  const target = new URL(source.url);
  const closed = rate === undefined;
  const start = performance.now();
  const countFrom = start + warmup * 1000;
  const countUntil = countFrom + seconds * 1000;
  const latencies = new Float64Array(limit);
  /** @type {Record<string, number>} */
  const statuses = {};
  let counted = 0;
  /** Closed loop: successful answers that arrived in the counted time. */
  let answeredInTime = 0;
  let issued = 0;
  let settled = 0;
  let failed = 0;
  /** When a closed loop stopped sending (its time was up or its requests were used). */
  let stoppedAt = Number.NaN;
  /** @type {number[]} Due times of requests waiting for a free connection, oldest first. */
  const waiting = [];
  let waitingHead = 0;

  return new Promise((done) => {
    /**
     * @typedef {{ index: number, socket: import('node:net').Socket, due: number, connected: boolean,
     *   busy: boolean, buffer: Buffer }} Connection
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
      const measuredS = closed ? seconds : (performance.now() - start) / 1000;
      done({
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: at(1),
        sent: issued,
        failed,
        achieved: (closed ? answeredInTime : issued) / measuredS,
        latencies: sorted,
        statuses,
        cut: closed && stoppedAt < countUntil,
      });
    };
    /** @param {number} due @param {number} status @param {Buffer} answer @param {Connection} conn */
    const settle = (due, status, answer, conn) => {
      const countedRequest = due >= countFrom && due < (closed ? countUntil : Number.POSITIVE_INFINITY);
      const now = performance.now();
      const ms = now - due;
      if (!source.ok(status)) {
        failed++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      } else {
        if (countedRequest) latencies[counted++] = ms;
        if (now >= countFrom && now < countUntil) answeredInTime++;
      }
      source.onAnswer?.(conn.index, status, answer, countedRequest ? ms : undefined);
      settled++;
      if (settled === issued && (closed ? !Number.isNaN(stoppedAt) : issued === limit)) finish();
    };
    const next = () => (waitingHead < waiting.length ? waiting[waitingHead++] : undefined);
    /** @param {Connection} conn @param {number} due */
    const send = (conn, due) => {
      conn.due = due;
      conn.busy = true;
      conn.socket.write(source.next(conn.index));
    };
    /** Closed loop: sends at once while there is time and requests left; else stops (and maybe finishes). */
    const sendNow = (/** @type {Connection} */ conn) => {
      const now = performance.now();
      if (now < countUntil && issued < limit) {
        issued++;
        send(conn, now);
        return;
      }
      if (Number.isNaN(stoppedAt)) stoppedAt = now;
      idle.push(conn);
      if (settled === issued) finish();
    };

    const open = (/** @type {number} */ index) => {
      /** @type {Connection} */
      const conn = {
        index,
        socket: connect(Number(target.port), target.hostname),
        due: 0,
        connected: false,
        busy: false,
        buffer: Buffer.alloc(0),
      };
      conn.socket.setNoDelay(true);
      sockets.add(conn.socket);
      /** Sends the next request on this connection, or parks it. */
      const serve = () => {
        if (closed) {
          sendNow(conn);
          return;
        }
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
        const answer = conn.buffer.subarray(0, response.end);
        conn.buffer = conn.buffer.subarray(response.end);
        conn.busy = false;
        settle(conn.due, response.status, answer, conn);
        if (!finished) serve();
      });
      conn.socket.on('error', () => {});
      conn.socket.on('close', () => {
        sockets.delete(conn.socket);
        if (finished) return;
        const at = idle.indexOf(conn);
        if (at >= 0) idle.splice(at, 1);
        if (conn.busy) settle(conn.due, 0, Buffer.alloc(0), conn);
        // A refused connection means the server is gone: what is still due fails rather than waits forever.
        if (!conn.connected) {
          const left = (closed ? issued : limit) - settled;
          failed += left;
          statuses[0] = (statuses[0] ?? 0) + left;
          finish();
          return;
        }
        if (!finished) open(index);
      });
    };
    for (let i = 0; i < connections; i++) open(i);
    if (closed) return;

    const tick = () => {
      const dueCount = Math.min(limit, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (issued < dueCount) {
        waiting.push(start + (issued++ * 1000) / rate);
        const conn = idle.pop();
        const due = conn && next();
        if (conn && due !== undefined) send(conn, due);
      }
      if (issued < limit) setTimeout(tick, 1);
    };
    tick();
  });
}
