// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionKind, hasStory, linkOrNull } from './destination-links.ts';

describe('destination links', () => {
  it('hides # and empty links', () => {
    expect(linkOrNull('#')).toBeNull();
    expect(linkOrNull(' # ')).toBeNull();
    expect(linkOrNull('')).toBeNull();
    expect(linkOrNull(null)).toBeNull();
    expect(linkOrNull('https://www.vidavacations.com/jungala')).toBe('https://www.vidavacations.com/jungala');
  });

  it('buy tickets for the first destination only', () => {
    expect(actionKind(1, 1)).toBe('buy');
    expect(actionKind('1', 1)).toBe('buy');
    expect(actionKind(2, 1)).toBe('learnMore');
    expect(actionKind(1, undefined)).toBe('learnMore');
  });

  it('a card is a link only with a description', () => {
    expect(hasStory('A jungle park.')).toBe(true);
    expect(hasStory('')).toBe(false);
    expect(hasStory('   ')).toBe(false);
  });
});
