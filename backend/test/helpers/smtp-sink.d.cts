export interface SmtpSink {
  /** The port it listens on (loopback). */
  port: number;
  close(): Promise<void>;
}

/** An SMTP server on loopback handing each message received, whole, to `onMessage`. */
export function startSmtpSink(
  onMessage: (message: { to: string[]; raw: string }) => void,
  options?: { port?: number; ignoreErrors?: boolean },
): Promise<SmtpSink>;
