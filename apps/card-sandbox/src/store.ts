import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** The store's tables: each holds records by key. */
type Table = keyof StoreData;

/** One change as the journal keeps it: a record put under its key, or (no value) taken away. */
interface Change {
  table: Table;
  key: string;
  value?: unknown;
}

/**
 * The sandbox's own storage, so a restart keeps tokens, used uuids, pending checkouts and charges: a snapshot
 * (`sandbox-store.json`) and a journal beside it (`sandbox-store.journal`, one JSON line per change, appended
 * before the request that made it is answered). Opening the store replays the journal over the snapshot, then
 * writes a new snapshot atomically (temporary file, then rename) and starts an empty journal. Each change costs
 * one short append, whatever the store holds: rewriting the whole file after every charge grew with each one
 * and, under load, made the stand-in provider slower and busier than the portal it serves (decision 017). A
 * sandbox serves one developer or one test run: files are enough, and they keep it free of the portal's database.
 */
export class SandboxStore {
  private readonly file: string;
  private readonly journal: string;
  private data: StoreData;

  constructor(dataDir: string, now = () => Date.now()) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'sandbox-store.json');
    this.journal = join(dataDir, 'sandbox-store.journal');
    this.now = now;
    if (existsSync(this.file)) {
      this.data = JSON.parse(readFileSync(this.file, 'utf8')) as StoreData;
    } else {
      this.data = { tokens: {}, uuids: {}, checkouts: {}, fingerprints: {} };
      this.seedDemoTokens();
    }
    this.replayJournal();
    this.snapshot();
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

  /** The journal's changes since the last snapshot; a line cut short by a kill mid-append is skipped. */
  private replayJournal(): void {
    if (!existsSync(this.journal)) return;
    for (const line of readFileSync(this.journal, 'utf8').split('\n')) {
      if (!line) continue;
      let change: Change;
      try {
        change = JSON.parse(line) as Change;
      } catch {
        continue;
      }
      this.apply(change);
    }
  }

  private apply({ table, key, value }: Change): void {
    this.data[table] ??= {};
    const records: Record<string, unknown> = this.data[table];
    if (value === undefined) delete records[key];
    else records[key] = value;
  }

  /**
   * Everything in one file, then an empty journal: what opening the store leaves. A kill between the two
   * writes loses nothing: the journal's changes are puts and removals by key, so replaying them again over a
   * snapshot that has them changes nothing.
   */
  private snapshot(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
    writeFileSync(this.journal, '');
  }

  /** Applies a change and journals it: on disk before the request that made it is answered. */
  private change(change: Change): void {
    this.apply(change);
    appendFileSync(this.journal, `${JSON.stringify(change)}\n`);
  }

  /** Records a request's uuid; false when the same access key used it within the last 15 minutes. */
  claimUuid(accessKey: string, uuid: string): boolean {
    const key = `${accessKey}:${uuid}`;
    const now = this.now();
    for (const [k, at] of Object.entries(this.data.uuids))
      if (now - at > WINDOW_MS) delete this.data.uuids[k];
    if (this.data.uuids[key] !== undefined) return false;
    this.change({ table: 'uuids', key, value: now });
    return true;
  }

  openCheckout(checkout: Checkout): void {
    const now = this.now();
    for (const [id, c] of Object.entries(this.data.checkouts)) {
      if (now - c.createdAt > WINDOW_MS) delete this.data.checkouts[id];
    }
    this.change({ table: 'checkouts', key: checkout.id, value: checkout });
  }

  /** Takes a pending checkout out of the store: a page is answered once. */
  takeCheckout(id: string): Checkout | undefined {
    const checkout = this.data.checkouts[id];
    if (!checkout || this.now() - checkout.createdAt > WINDOW_MS) return undefined;
    this.change({ table: 'checkouts', key: id });
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
    this.change({ table: 'tokens', key: record.token, value: record });
  }

  recordCharge(charge: ChargeRecord): void {
    this.change({ table: 'charges', key: charge.id, value: charge });
  }

  /** Every charge made under a merchant reference (none, one, or more when a merchant charged twice). */
  chargesByReference(reference: string): ChargeRecord[] {
    return Object.values(this.data.charges ?? {}).filter((charge) => charge.reference === reference);
  }

  allCharges(): ChargeRecord[] {
    return Object.values(this.data.charges ?? {});
  }

  recordFingerprint(sessionId: string): void {
    if (this.data.fingerprints[sessionId] !== undefined) return;
    this.change({ table: 'fingerprints', key: sessionId, value: this.now() });
  }

  fingerprintSeen(sessionId: string): boolean {
    return this.data.fingerprints[sessionId] !== undefined;
  }
}
