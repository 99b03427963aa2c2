import { type Language, languageFrom, type MessageKey, translateMessage } from '@vida/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from `Accept-Language` (`es*` → es, anything else en). */
    readonly lang: Language;
    /** A message of the shared catalogue in the caller's language. */
    t(key: MessageKey, values?: Record<string, string | number>): string;
  }
}

export function registerI18n(app: FastifyInstance): void {
  // A getter rather than a hook: errors raised before any hook ran (bad URL, 404) still get the language.
  app.decorateRequest('lang', {
    getter(this: FastifyRequest): Language {
      return languageFrom(this.headers['accept-language']);
    },
  });
  app.decorateRequest(
    't',
    function t(this: FastifyRequest, key: MessageKey, values?: Record<string, string | number>) {
      return translateMessage(this.lang, key, values);
    },
  );
}
