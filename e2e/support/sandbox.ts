import { inject } from 'vitest';

export interface SandboxCharge {
  id: string;
  reference: string;
  status: string;
  amount: string;
}

/**
 * The charges the suite's sandbox card provider made (every one, or those of one order): what a payment
 * journey counts to see that a card was charged once, or not at all.
 */
export async function sandboxCharges(reference?: string): Promise<SandboxCharge[]> {
  const query = reference ? `?reference=${encodeURIComponent(reference)}` : '';
  const response = await fetch(`${inject('sandboxUrl')}/sandbox/charges${query}`);
  return ((await response.json()) as { charges: SandboxCharge[] }).charges;
}
