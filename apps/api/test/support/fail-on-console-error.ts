import { afterEach, vi } from 'vitest';

// A test that makes anything print an error fails (ARCHITECTURE.md rule 6); unhandled rejections already
// fail the run in Vitest.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(' '));
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`);
});
