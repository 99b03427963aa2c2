// One SMTP catcher for the API tests, the browser journeys and the scripts; the types are in smtp.d.mts.
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.mjs';

/** @typedef {{ from: string, to: string[], raw: string }} CaughtMail */

/**
 * A real SMTP server on a free localhost port (the `smtp-server` package) that keeps every message as it
 * arrived: the envelope and the raw message text. `setReject(true)` makes it refuse messages (a mailbox that is
 * unavailable, 450), to test what the sender does then.
 */
export async function startSmtpServer() {
  /** @type {CaughtMail[]} */
  const received = [];
  let reject = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (reject) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** @param {boolean} value */
    setReject(value) {
      reject = value;
    },
    /**
     * The first message to `to` from the `since`-th received on (an index into `received`), as soon as it
     * arrives.
     * @param {string} to @param {number} [since] @param {number} [timeoutMs]
     * @returns {Promise<CaughtMail>}
     */
    async waitFor(to, since = 0, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
