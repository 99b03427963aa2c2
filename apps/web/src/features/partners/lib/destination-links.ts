import { NO_LINK } from '@vida/shared';

/** The destination page's links (spec section 2): `#` stands for "no link", which hides the button. */
export function linkOrNull(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return trimmed === '' || trimmed === NO_LINK ? null : trimmed;
}

/** "Buy tickets" on the first destination in the list's order, "Learn more" on the others. */
export function actionKind(id: number | string, firstId: number | string | undefined): 'buy' | 'learnMore' {
  return firstId !== undefined && String(id) === String(firstId) ? 'buy' : 'learnMore';
}

/** A card opens its destination's page only when there is something to read there. */
export function hasStory(description: string | null | undefined): boolean {
  return (description ?? '').trim() !== '';
}
