/** Starts the sandbox card provider on SANDBOX_PORT (README: the sandbox card provider). */
import { buildSandbox } from './app.ts';
import { loadSandboxConfig, SandboxConfigError } from './config.ts';

let config: ReturnType<typeof loadSandboxConfig>;
try {
  config = loadSandboxConfig();
} catch (error) {
  if (error instanceof SandboxConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildSandbox({ config });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
