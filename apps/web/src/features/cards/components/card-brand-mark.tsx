import Box from '@mui/material/Box';
import type { CardType } from '@vida/shared';

/**
 * The card network, drawn by the portal (no brand files): a navy plate with a slanted wordmark for Visa-type
 * cards, two overlapping rings for Mastercard-type cards. Decorative: the card's text names the network.
 */
export function CardBrandMark({ type }: { type: CardType }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 56 36"
      aria-hidden="true"
      focusable="false"
      sx={{ width: 56, height: 36, flexShrink: 0, display: 'block' }}
    >
      {type === 'visa' ? (
        <>
          <rect width="56" height="36" rx="6" fill="#1B2A5E" />
          <text
            x="28"
            y="23.5"
            textAnchor="middle"
            fontSize="14"
            fontWeight="800"
            fontStyle="italic"
            letterSpacing="1"
            fill="#FFFFFF"
            style={{ fontFamily: 'system-ui, sans-serif' }}
          >
            VISA
          </text>
          <rect x="10" y="27" width="36" height="2" rx="1" fill="#E2C48E" />
        </>
      ) : (
        <>
          <rect width="56" height="36" rx="6" fill="#1F1F1F" />
          <circle cx="22.5" cy="18" r="10" fill="#C8463B" />
          <circle cx="33.5" cy="18" r="10" fill="#E8A33A" />
          <path d="M28 9.65 a10 10 0 0 1 0 16.7 a10 10 0 0 1 0 -16.7 z" fill="#DC7232" />
        </>
      )}
    </Box>
  );
}
