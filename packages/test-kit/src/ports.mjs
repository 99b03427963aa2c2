// Plain JavaScript, so that the operator scripts (`node scripts/*.mjs`) use it as the API tests and the
// browser journeys do; the types are in ports.d.mts.
import { createServer } from 'node:net';

/**
 * A port nothing listens on now, on 127.0.0.1: the system picks it, so runs side by side (and helpers sharing
 * a machine) never collide on a fixed one.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
