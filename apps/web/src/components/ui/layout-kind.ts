import { createContext, useContext } from 'react';

/** Which shell a page renders in: open pages (terms, not found) look right in both. */
export type LayoutKind = 'public' | 'signed-in';

export const LayoutKindContext = createContext<LayoutKind>('public');

export function useLayoutKind(): LayoutKind {
  return useContext(LayoutKindContext);
}
