import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CARD_TOKENS } from '@vida/shared';

/** A card the provider keeps behind a payment token: never the full number or a CVN. */
export interface TokenRecord {
  token: string;
  cardType: string;
  /** `xxxxxxxxxxxx1111`, as replies echo it. */
  maskedNumber: string;
  /** MM-YYYY */
  expiry: string;
  holder: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A hosted checkout waiting for the customer's card (the request fields as they arrived, card-free). */
export interface Checkout {
  id: string;
  endpoint: string;
  fields: Record<string, string>;
  createdAt: number;
}

/** A token charge through the REST payments API (`POST /pts/v2/payments`), whatever its outcome. */
export interface ChargeRecord {
  id: string;
  /** clientReferenceInformation.code: the merchant's reference, how a merchant finds the charge again. */
  reference: string;
  token: string;
  amount: string;
  currency: string;
  /** AUTHORIZED, DECLINED, AUTHORIZED_PENDING_REVIEW or SERVER_ERROR. */
  status: string;
  reasonCode: string;
  /** When the request arrived, to the second (what the provider's answers say). */
  submitTimeUtc: string;
  /** When the charge was made and answered (ISO, ms): searches find it from then, plus the search delay. */
  completedAt?: string;
  /** deviceInformation.fingerprintSessionId, when the merchant sent one (tests see that it arrived). */
  fingerprintSessionId?: string;
  /** `merchant` for a charge the merchant started on a stored credential (no CVV): AutoPay's instalments. */
  initiator?: 'merchant';
}

interface StoreData {
  tokens: Record<string, TokenRecord>;
  /** `access_key:transaction_uuid` → first use (ms), for ERROR 104. */
  uuids: Record<string, number>;
  checkouts: Record<string, Checkout>;
  /** Device fingerprint session ids the script was loaded with → first load (ms). */
  fingerprints: Record<string, number>;
  /** Token charges by id (a store written before charges existed has none). */
  charges?: Record<string, ChargeRecord>;
}

const WINDOW_MS = 15 * 60_000;

/**
 * The sandbox's own storage: one JSON file in its data folder, rewritten atomically (temporary file, then
 * rename) after every change, so a restart keeps tokens, used uuids and pending checkouts. A sandbox serves
 * one developer or one test run: a file is enough, and it keeps the sandbox free of the portal's database.
 */
export class SandboxStore {
  private readonly file: string;
  private data: StoreData;

  constructor(dataDir: string, now = () => Date.now()) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'sandbox-store.json');
    this.now = now;
    if (existsSync(this.file)) {
      this.data = JSON.parse(readFileSync(this.file, 'utf8')) as StoreData;
    } else {
      this.data = { tokens: {}, uuids: {}, checkouts: {}, fingerprints: {} };
      this.seedDemoTokens();
      this.save();
    }
  }

  private readonly now: () => number;

  /** The demo members' cards, with the tokens the portal's seed stores (README: demo accounts). */
  private seedDemoTokens(): void {
    const year = new Date(this.now()).getUTCFullYear();
    for (const card of DEMO_CARD_TOKENS) {
      const at = new Date(this.now()).toISOString();
      this.data.tokens[card.token] = {
        token: card.token,
        cardType: card.cardType,
        maskedNumber: `xxxxxxxxxxxx${card.lastFour}`,
        expiry: `12-${year + 3}`,
        holder: card.holder,
        active: true,
        createdAt: at,
        updatedAt: at,
      };
    }
  }

  private save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data, null, 2));
    renameSync(temporary, this.file);
  }

  /** Records a request's uuid; false when the same access key used it within the last 15 minutes. */
  claimUuid(accessKey: string, uuid: string): boolean {
    const key = `${accessKey}:${uuid}`;
    const now = this.now();
    for (const [k, at] of Object.entries(this.data.uuids))
      if (now - at > WINDOW_MS) delete this.data.uuids[k];
    if (this.data.uuids[key] !== undefined) return false;
    this.data.uuids[key] = now;
    this.save();
    return true;
  }

  openCheckout(checkout: Checkout): void {
    const now = this.now();
    for (const [id, c] of Object.entries(this.data.checkouts)) {
      if (now - c.createdAt > WINDOW_MS) delete this.data.checkouts[id];
    }
    this.data.checkouts[checkout.id] = checkout;
    this.save();
  }

  /** Takes a pending checkout out of the store: a page is answered once. */
  takeCheckout(id: string): Checkout | undefined {
    const checkout = this.data.checkouts[id];
    if (!checkout || this.now() - checkout.createdAt > WINDOW_MS) return undefined;
    delete this.data.checkouts[id];
    this.save();
    return checkout;
  }

  peekCheckout(id: string): Checkout | undefined {
    const checkout = this.data.checkouts[id];
    return checkout && this.now() - checkout.createdAt <= WINDOW_MS ? checkout : undefined;
  }

  token(token: string): TokenRecord | undefined {
    return this.data.tokens[token];
  }

  putToken(record: TokenRecord): void {
    this.data.tokens[record.token] = record;
    this.save();
  }

  recordCharge(charge: ChargeRecord): void {
    this.data.charges ??= {};
    this.data.charges[charge.id] = charge;
    this.save();
  }

  /** Every charge made under a merchant reference (none, one, or more when a merchant charged twice). */
  chargesByReference(reference: string): ChargeRecord[] {
    return Object.values(this.data.charges ?? {}).filter((charge) => charge.reference === reference);
  }

  allCharges(): ChargeRecord[] {
    return Object.values(this.data.charges ?? {});
  }

  recordFingerprint(sessionId: string): void {
    this.data.fingerprints[sessionId] ??= this.now();
    this.save();
  }

  fingerprintSeen(sessionId: string): boolean {
    return this.data.fingerprints[sessionId] !== undefined;
  }
}
