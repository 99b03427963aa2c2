import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness.ts';

const REDOCLY = resolve(import.meta.dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly's `recommended` rule set, which a generated client (openapi-typescript and the like) relies on. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vida-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const report = await new Promise<string>((done, reject) => {
      const child = spawn(
        process.execPath,
        [REDOCLY, 'lint', file, '--extends=recommended', '--format=json'],
        {
          // No telemetry or update check: the suite runs offline.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      child.on('error', reject);
      // Exit code 1 means problems were found; the report lists them.
      child.on('close', (code) => (code === 0 || code === 1 ? done(stdout) : reject(new Error(stderr))));
    });
    return (JSON.parse(report) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The servers entry is PUBLIC_URL: a deployment's address, not the localhost default (which the lint rejects).
const ctx = useTestApp({ PUBLIC_URL: 'https://portal.vida-vacations.test' });

describe('OpenAPI document', () => {
  it('passes Redocly recommended lint without errors or warnings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const problems = await lint(response.json());
    const summary = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(summary).toEqual([]);
  });

  it('declares bearer security on exactly the operations that answer 401 without a token', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const mismatches: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const secured = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
        const hasBody = method === 'post' || method === 'put' || method === 'patch';
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
        });
        if (secured !== (response.statusCode === 401)) {
          mismatches.push(
            `${method.toUpperCase()} ${path}: ${secured ? 'bearer' : 'public'}, answered ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
