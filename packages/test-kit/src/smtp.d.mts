/** A message as the SMTP catcher received it: the envelope and the raw message (headers and body). */
export interface CaughtMail {
  from: string;
  /** Lower-cased addresses. */
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: CaughtMail[];
  /** While true, every message is refused with 450. */
  setReject(reject: boolean): void;
  /** The first message to `to` from the `since`-th received on, as soon as it arrives. */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free localhost port that keeps every message. */
export function startSmtpServer(): Promise<SmtpCatcher>;
