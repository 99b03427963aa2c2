import type { MessageKey } from '@vida/shared';

export interface HttpErrorOptions {
  /** Machine-readable code for clients (`wrong_credentials`, 604, …); defaults to the message key. */
  code?: string | number;
  /** Values for `{{placeholders}}` in the message. */
  values?: Record<string, string | number>;
  /** Field errors as message keys; translated when the answer is sent. */
  errors?: Record<string, MessageKey[]>;
  headers?: Record<string, string>;
}

/**
 * An answer for the client, thrown by services and hooks. The errors plugin turns it into the envelope
 * `{ message, errors?, code }` in the caller's language.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly options: HttpErrorOptions;

  constructor(statusCode: number, messageKey: MessageKey, options: HttpErrorOptions = {}) {
    super(messageKey);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.options = options;
  }
}

/** 400 with field messages, the shape every validation failure has. */
export function validationError(errors: Record<string, MessageKey[]>): HttpError {
  return new HttpError(400, 'validation_failed', { code: 'validation_failed', errors });
}
