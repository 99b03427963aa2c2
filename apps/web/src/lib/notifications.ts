/**
 * Global notifications (spec section 4): success, warning or error, one at a time, auto-hidden after
 * `TIMINGS.notificationMs`. A message containing an underscore is a translation key (`messages` first, then
 * the app's `notices`); anything else is shown as it is.
 */
import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  values?: Record<string, string | number>;
  /** Where to go from here (a notice must not be a dead end): labels follow the underscore rule too. */
  links?: readonly NotificationLink[];
}

export interface NotificationLink {
  label: string;
  to: string;
}

let current: Notification | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function notify(
  type: NotificationType,
  message: string,
  values?: Record<string, string | number>,
  links?: readonly NotificationLink[],
): void {
  current = { id: nextId++, type, message, ...(values ? { values } : {}), ...(links ? { links } : {}) };
  emit();
}

export function dismissNotification(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCurrent = () => current;

export function useNotification(): Notification | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}

export const MESSAGE_NAMESPACES = ['messages', 'notices'] as const;

/** The underscore rule: a key is looked up in `messages`, then `notices`; unknown keys show as written. */
export function resolveMessage(
  i18n: Pick<I18n, 'exists' | 't'>,
  message: string,
  values: Record<string, string | number> = {},
): string {
  if (!message.includes('_')) return message;
  for (const ns of MESSAGE_NAMESPACES) {
    if (i18n.exists(message, { ns })) {
      return String(i18n.t(message as never, { ns, ...values } as never));
    }
  }
  return message;
}
