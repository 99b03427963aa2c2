import { LIMITS } from '@vida/shared';

/** The first words of a message for the list (spec section 9: 10 words), with an ellipsis when cut. */
export function previewOf(text: string, words: number = LIMITS.messagePreviewWords): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}
