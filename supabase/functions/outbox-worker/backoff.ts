/** Seconds before retrying after the given failed attempt (1-based): base, 2×base, 4×base…, capped. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds);
}
