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
  private awaiting = 0;

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
    const awaiting = test.annotations.find((note) => note.type === 'awaiting')?.description;
    const tolerated = result.annotations.find((note) => note.type === 'broke')?.description;
    if (tolerated !== undefined) {
      // npm test: still open, its fix is someone else's work in progress; reported, not counted.
      this.awaiting++;
      console.log(`broke    ${title} — ${firstLine(tolerated)} (awaiting ${awaiting})`);
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
    const awaiting = this.awaiting ? ` (${this.awaiting} broke awaiting other work, not counted)` : '';
    console.log(`\n${this.passed} passed, ${this.failed} failed${skipped}${awaiting}`);
    if (result.status === 'interrupted' || result.status === 'timedout') console.log(`(${result.status})`);
  }
}
