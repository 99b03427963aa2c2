/**
 * Runs a step's request: the page shows it busy and clears its alert, and a failure's messages go under the
 * step's fields (`placeErrors`, which answers what is left for the alert).
 */
export type Attempt = (
  work: () => Promise<void>,
  placeErrors: (error: unknown) => string | null,
) => Promise<void>;
