/**
 * The bench's load generator (scripts/paced-load.mjs): its parsing and quantiles, and, against a small local
 * server, that write sources get fresh bytes per request, refused answers are counted by status and a closed
 * loop stops at its limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedRequests, pacedRequests, quantile, requestBytes, responseAt } from './paced-load.mjs';

describe('quantile', () => {
  it('takes the value at or above the rank, and NaN without values', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(51);
    expect(quantile(sorted, 0.99)).toBe(100);
    expect(quantile(sorted, 1)).toBe(100);
    expect(Number.isNaN(quantile(new Float64Array(0), 0.99))).toBe(true);
  });
});

describe('requestBytes and responseAt', () => {
  it('writes a body with its length in bytes', () => {
    const text = requestBytes(
      'PUT',
      new URL('http://127.0.0.1:9/api/v1/profile?x=1'),
      { a: 'b' },
      '{"n":"ñ"}',
    )
      .toString('utf8')
      .split('\r\n');
    expect(text).toEqual([
      'PUT /api/v1/profile?x=1 HTTP/1.1',
      'host: 127.0.0.1:9',
      'a: b',
      'content-length: 10',
      '',
      '{"n":"ñ"}',
    ]);
  });

  it('finds the end of answers with a length or chunked, and waits for incomplete ones', () => {
    const sized = Buffer.from('HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\n{}HTTP/1.1');
    expect(responseAt(sized, 0)).toEqual({ status: 201, end: sized.length - 8 });
    const chunked = Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n');
    expect(responseAt(chunked, 0)).toEqual({ status: 200, end: chunked.length });
    expect(responseAt(chunked.subarray(0, chunked.length - 3), 0)).toBeUndefined();
  });
});

describe('against a server', () => {
  let server: Server;
  let url: string;
  const bodies: string[] = [];

  beforeAll(async () => {
    // Answers 201 with the request's body, or 429 for a body that asks for it.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        bodies.push(body);
        const status = JSON.parse(body).refuse ? 429 : 201;
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** A write source: request n carries n in its body; every third is refused when asked. */
  const source = (refuseEvery = 0) => {
    let n = 0;
    const answers: { connection: number; status: number; body: string; counted: boolean }[] = [];
    const connections = new Set<number>();
    return {
      answers,
      connections,
      source: {
        url,
        ok: (status: number) => status >= 200 && status < 300,
        next(connection: number) {
          connections.add(connection);
          n++;
          const refuse = refuseEvery > 0 && n % refuseEvery === 0;
          return requestBytes('POST', new URL('/write', url), {}, JSON.stringify({ n, refuse }));
        },
        onAnswer(connection: number, status: number, answer: Buffer, ms: number | undefined) {
          const text = answer.toString();
          answers.push({
            connection,
            status,
            body: text.slice(text.indexOf('\r\n\r\n') + 4),
            counted: ms !== undefined,
          });
        },
      },
    };
  };

  it('paces requests whose bytes are made one by one, and counts refused answers by status', async () => {
    bodies.length = 0;
    const run = source(3);
    const result = await pacedRequests(run.source, 60, 0.3, 0.2, 4);
    expect(result.sent).toBe(30);
    expect(new Set(bodies).size).toBe(30);
    expect(result.failed).toBe(10);
    expect(result.statuses).toEqual({ 429: 10 });
    expect(result.cut).toBe(false);
    expect(run.answers).toHaveLength(30);
    expect(run.answers.filter((a) => a.counted && a.status === 201).length).toBe(result.latencies.length);
    expect(run.answers.every((a) => /"n":\d+/.test(a.body))).toBe(true);
    expect([...run.connections].every((c) => c >= 0 && c < 4)).toBe(true);
  });

  it('runs a closed loop until its limit and says it was cut short', async () => {
    const run = source();
    const result = await closedRequests(run.source, 5, 0, 3, 40);
    expect(result.sent).toBe(40);
    expect(result.failed).toBe(0);
    expect(result.cut).toBe(true);
    expect(result.latencies.length).toBe(40);
    expect(result.achieved).toBeGreaterThan(0);
  });

  it('runs a closed loop for its time when the limit is not reached', async () => {
    const result = await closedRequests(source().source, 0.2, 0.1, 2, 1_000_000);
    expect(result.cut).toBe(false);
    expect(result.failed).toBe(0);
    expect(result.latencies.length).toBeGreaterThan(0);
    expect(result.sent).toBeGreaterThan(result.latencies.length);
    expect(result.achieved).toBeGreaterThan(0);
  });
});
