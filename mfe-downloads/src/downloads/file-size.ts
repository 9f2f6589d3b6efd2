/**
 * File size display: B below 1 KB; KB with one decimal below 1 MB; otherwise MB;
 * a missing size shows N/A. French decimal comma.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
