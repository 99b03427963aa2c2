import * as z from 'zod';

/** The five backgrounds of the destination page (spec section 2). */
export const DESTINATION_IMAGES = ['jungle-park', 'palace', 'beach', 'joya', 'reserve'] as const;
export type DestinationImage = (typeof DESTINATION_IMAGES)[number];

/** The three destinations that show a logo. */
export const DESTINATION_LOGOS = ['jungala', 'joya', 'reserve'] as const;
export type DestinationLogo = (typeof DESTINATION_LOGOS)[number];

/** A link the page hides (spec section 2: read-more and buy/learn-more links are hidden when `#`). */
export const NO_LINK = '#';

/** A destination highlight (spec section 3), texts in the request language. */
export const DestinationHighlightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  /** May be empty: then the dashboard card is not clickable. */
  description: z.string(),
  image_location: z.enum(DESTINATION_IMAGES),
  /** Absolute URL on the club's site, or `#`. */
  read_more_link: z.string(),
  /** Absolute URL (tickets for the first destination, "learn more" for the others), or `#`. */
  buy_link: z.string(),
  logo: z.enum(DESTINATION_LOGOS).nullable(),
});
export type DestinationHighlight = z.infer<typeof DestinationHighlightSchema>;

/** `data` of `GET /destination_highlights`: the list is read from `data.data` (spec section 7). */
export const DestinationHighlightListSchema = z.object({ data: z.array(DestinationHighlightSchema) });
export type DestinationHighlightList = z.infer<typeof DestinationHighlightListSchema>;
