import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every journey that failed and then passed on its retry, with the first attempt's error, in the log's
 * last lines (CI keeps only the tail): a retry lets one slow moment pass, but the flake must stay visible.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    // The first lines, not the first only: an accessibility failure names the rule and the element below its
    // heading line.
    const firstError =
      testCase
        .result()
        .errors?.[0]?.message.split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 4)
        .join(' | ') ?? 'no error recorded';
    this.flaky.push(
      `flaky: ${testCase.module.moduleId.replace(/^.*\/e2e\//, '')} > ${testCase.fullName}: ${firstError}`,
    );
  }

  onTestRunEnd(): void {
    for (const line of this.flaky) console.log(line);
  }
}
