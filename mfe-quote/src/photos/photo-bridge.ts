/**
 * How the submission reaches the photos of the contact step without carrying their code: the
 * photo chunk registers itself here when the picker appears (docs/adr-010-storage.md).
 */
export interface PhotoAttachments {
  /** Photos ready to send with the request. */
  count(): number;
  /**
   * Uploads them to the stored request (each retried); true when all arrived. Otherwise the
   * picker tells which did not, and calls `finish` when the visitor goes on.
   */
  send(requestId: string, finish: () => void): Promise<boolean>;
}

let attachments: PhotoAttachments | null = null;

export function registerPhotoAttachments(value: PhotoAttachments | null): void {
  attachments = value;
}

export function photoAttachments(): PhotoAttachments | null {
  return attachments;
}
