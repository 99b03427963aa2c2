import Box from '@mui/material/Box';
import type { Profile } from '@vida/shared';
import type { ReactNode } from 'react';

type AddressParts = Pick<
  Profile,
  'address_line_1' | 'address_line_2' | 'city' | 'states' | 'postal_code' | 'country'
>;

/**
 * The address as one block: street lines, then city, state and postal code, then country. Without a street
 * line there is no address to show (a country alone is not one).
 */
export function addressLines(profile: AddressParts): string[] {
  if (!profile.address_line_1?.trim() && !profile.address_line_2?.trim()) return [];
  const place = [profile.city, [profile.states, profile.postal_code].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [profile.address_line_1, profile.address_line_2, place, profile.country]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

/**
 * The member's postal address, one line per block: the dashboard and My Account show the same one.
 * `empty` is what stands in for an address the club does not have.
 */
export function PostalAddress({ profile, empty }: { profile: AddressParts; empty: ReactNode }) {
  const lines = addressLines(profile);
  if (lines.length === 0) return <>{empty}</>;
  return (
    <>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}
