/**
 * The shapes of the demo world's data files. Rows name each other by what a reader sees (a member number,
 * an e-mail, a contract number, a hotel's name) rather than by id; the loader (../demo.ts) resolves every
 * name on load and stops at the first one that names nothing. Dates count days from the day the seed runs,
 * so upcoming stays upcoming and overdue stays overdue whenever it runs.
 */
import type {
  contracts,
  creditCards,
  guests,
  members,
  messages,
  paymentHistory,
  paymentItems,
  reservations,
  users,
} from '../../schema/index.ts';

/** Days after the day the seed runs (negative: before it). */
export type DayOffset = number;

/** A moment: `day` days after the seed runs, on the hour `hour` (UTC; 10 when left out). */
export interface DemoMoment {
  day: DayOffset;
  hour?: number;
}

/** A user's e-mail address (DEMO_ACCOUNTS). */
type UserEmail = string;
/** A contract's number. */
type ContractNumber = string;

export type DemoMember = typeof members.$inferInsert;

export type DemoUser = Omit<
  typeof users.$inferInsert,
  'passwordHash' | 'memberId' | 'verifiedAt' | 'disabledAt'
> & {
  /** The member number of the member the account belongs to. */
  member?: string;
  verified?: DemoMoment;
  disabled?: DemoMoment;
};

export type DemoContract = Omit<typeof contracts.$inferInsert, 'memberId' | 'contractDate'> & {
  member: string;
  contractDay: DayOffset;
};

export type DemoPaymentItem = Omit<typeof paymentItems.$inferInsert, 'contractId' | 'dueDate' | 'paidAt'> & {
  contract: ContractNumber;
  dueDay: DayOffset;
  paidAt?: DemoMoment | null;
};

/**
 * An instalment paid through the portal, as `POST /payment` leaves it: the approved order, the instalment
 * closed by it and the history row naming it (DemoHistoryRow.order).
 */
export interface DemoPortalOrder {
  key: string;
  user: UserEmail;
  /** The last four digits of the user's saved card it was paid with. */
  card: string;
  language: 'es' | 'en';
  contract: ContractNumber;
  /** The due day of the contract's instalment it paid. */
  itemDueDay: DayOffset;
  at: DemoMoment;
  amount: string;
  currency: string;
  idempotencyKey: string;
  transactionId: string;
}

export type DemoHistoryRow = Omit<
  typeof paymentHistory.$inferInsert,
  'contractId' | 'createdAt' | 'orderUuid'
> & {
  contract: ContractNumber;
  at: DemoMoment;
  /** The portal order (DemoPortalOrder.key) behind the row. */
  order?: string;
};

export type DemoCard = Omit<typeof creditCards.$inferInsert, 'userId' | 'expYear'> & {
  user: UserEmail;
  /** Years after the year the seed runs (negative: expired). */
  expYearOffset: number;
};

export interface DemoExchangeMemberships {
  member: string;
  /** In the order the portal lists them: the programme and the member's number in it. */
  memberships: ReadonlyArray<readonly [type: string, number: string | null]>;
}

export type DemoReservation = Omit<
  typeof reservations.$inferInsert,
  'userId' | 'hotelId' | 'arrivingDate' | 'departingDate'
> & {
  /** Null: booked by phone and not yet added to any profile. */
  user: UserEmail | null;
  hotel: string;
  arrivalDay: DayOffset;
  nights: number;
};

export type DemoGuest = Omit<typeof guests.$inferInsert, 'userId'> & { user: UserEmail };

export type DemoMessage = Omit<
  typeof messages.$inferInsert,
  'userId' | 'parentId' | 'reasonId' | 'createdAt' | 'readAt'
> & {
  /** A name replies use to point at this message (`parent`). */
  key?: string;
  parent?: string;
  user: UserEmail;
  /** The contact reason's key. */
  reason?: string;
  createdAt: DemoMoment;
  readAt?: DemoMoment;
};
