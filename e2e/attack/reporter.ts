import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One line per attack: "held" when the site resisted it, "broke" when it did not (with the
 * first line of why), then "N passed, N failed". Playwright's exit code stays non-zero on any
 * failure.
 */
function firstLine(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing terminal colours.
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

export default class AttackReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test.titlePath().slice(3).join(' › ');
    if (result.status === 'skipped') {
      this.skipped++;
      console.log(`skipped  ${title}`);
      return;
    }
    const held = result.status === test.expectedStatus;
    if (held) this.passed++;
    else this.failed++;
    const why = held ? '' : ` — ${firstLine(result.error?.message ?? result.status)}`;
    console.log(`${held ? 'held ' : 'broke'}    ${title}${why}`);
  }

  onError(error: { message?: string }): void {
    console.error(`erreur de la suite : ${error.message ?? ''}`);
  }

  onEnd(result: FullResult): void {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`\n${this.passed} passed, ${this.failed} failed${skipped}`);
    if (result.status === 'interrupted' || result.status === 'timedout') console.log(`(${result.status})`);
  }
}
