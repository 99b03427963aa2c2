// @vitest-environment node
import { describe, expect, it } from 'vitest';

// This file does not import test/api.ts: msw is not started for it (vitest.setup.ts).
describe('a test file that does not opt into msw', () => {
  it('has no API: a fetch fails, saying how to fake one, instead of reaching the network', async () => {
    await expect(fetch('http://localhost:3000/api/v1/profile')).rejects.toThrow(
      'fetch(http://localhost:3000/api/v1/profile) in a test file without the API: import serveApi from src/test/api.ts',
    );
  });
});
