import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { PHONE_WIDTH, widthQueryMatches } from './use-viewport-width.ts';

describe('widthQueryMatches', () => {
  // The queries MUI writes for the portal's breakpoints (the theme's).
  const { breakpoints } = createTheme({ breakpoints: { values: { ...BREAKPOINTS } } });

  it("answers MUI's breakpoint queries for the width a page is drawn for", () => {
    expect(widthQueryMatches(breakpoints.down('md'), PHONE_WIDTH)).toBe(true);
    expect(widthQueryMatches(breakpoints.down('sm'), PHONE_WIDTH)).toBe(true);
    expect(widthQueryMatches(breakpoints.up('md'), PHONE_WIDTH)).toBe(false);
    expect(widthQueryMatches(breakpoints.down('md'), 1334)).toBe(false);
    expect(widthQueryMatches(breakpoints.up('md'), 1334)).toBe(true);
  });

  it('holds at a bound and needs every part of a joined query', () => {
    const md = breakpoints.values.md;
    expect(widthQueryMatches(breakpoints.up('md'), md)).toBe(true);
    expect(widthQueryMatches(breakpoints.down('md'), md)).toBe(false);
    expect(widthQueryMatches(breakpoints.between('sm', 'md'), breakpoints.values.sm)).toBe(true);
    expect(widthQueryMatches(breakpoints.between('sm', 'md'), md)).toBe(false);
  });

  it('does not claim a feature it cannot know on the server', () => {
    expect(widthQueryMatches('(prefers-reduced-motion: reduce)', PHONE_WIDTH)).toBe(false);
    expect(widthQueryMatches('(min-width: 40em)', 1334)).toBe(false);
  });
});
