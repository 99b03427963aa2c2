import 'i18next';
import type { MessageKey } from '@vida/shared';
import type { en } from './en/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & { messages: Record<MessageKey, string> };
  }
}
