import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CLUB_TODAY_SQL, DEMO_CARD_TOKENS } from '@vida/shared';
import { inject } from 'vitest';
import { DEMO_PASSWORD, type Lang } from './texts.ts';

/**
 * A member of its own for a journey that changes an account (password, profile, cards, payments, messages,
 * reservations): the demo's Ana and John stay as seeded for every journey that only reads them, and no
 * journey depends on what another one changed before it.
 */
export interface Member {
  email: string;
  password: string;
  /** The member id a member types at a first sign-in or a stay request; null for a guest account. */
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  /** The language the account is set to, which the portal shows after sign-in. */
  language: Lang;
}

export interface MemberPool {
  members: Member[];
  /** Accounts without a club record, as the demo's Grace (`ACCOUNTS.guest`). */
  guests: Member[];
  /** A folder where each claimed member leaves a sub-folder of its number (mkdir is atomic across files). */
  claims: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    memberPool: MemberPool;
  }
}

/**
 * How many members the suite seeds for journeys that change an account; each journey (and each retry of
 * one) takes a fresh one, so this is the count of such journeys with room for their retries.
 */
export const MEMBER_POOL_SIZE = 60;
export const GUEST_POOL_SIZE = 10;

/** The stay booked by phone that the pool seeds for each member, not yet in its profile (`phoneBooking`). */
const PHONE_BOOKING = {
  hotel: 'Sea Garden Mazatlán',
  /**
   * Days after the seed ran (today, UTC): between the member's seeded stays (days 0–66 and 120–186), so adding
   * it overlaps none of them (a member holds one stay a night).
   */
  arrivalOffset: 100,
  nights: 5,
  roomType: 'Two Bedroom Suite',
} as const;

export interface PhoneBooking {
  number: string;
  hotel: string;
  arrivalOffset: number;
  nights: number;
  roomType: string;
  /** The traveller's last name the reservation is under (the member's own). */
  lastName: string;
}

/** The member's stay booked by phone and not in any profile yet: a journey adds it with these details. */
export function phoneBooking(member: Member): PhoneBooking {
  if (!member.memberNumber) throw new Error('a guest account has no stay booked by phone');
  return {
    ...PHONE_BOOKING,
    number: `VP-${member.memberNumber}`,
    lastName: member.lastName,
  };
}

/** SQL for a number written in letters (0 is a, 1 b…), capitalised: a name with no digit in it. */
const lettersOf = (number: string) => `initcap(translate((${number})::text, '0123456789', 'abcdefghij'))`;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}`)),
    );
  });
}

/**
 * Seeds the portal's fresh database before the API opens it: the demo data, then `size` synthetic members
 * with the club's usual world (three contracts, a saved Visa, payments, two message threads, three
 * reservations; apps/api/src/db/seed/scale.ts), through the seed command the operators use, a postal
 * address and a stay booked by phone (two adults and a child) that is in no profile yet. Answers them as the journeys sign in with them.
 */
export async function seedMemberPool(
  repo: string,
  dbDir: string,
  size: number,
): Promise<Pick<MemberPool, 'members' | 'guests'>> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dbDir };
  delete env.DATABASE_URL;
  await run(
    'npm',
    ['run', '--silent', 'db:seed', '-w', '@vida/api', '--', '--scale', String(size)],
    repo,
    env,
  );
  const db = new PGlite(dbDir);
  try {
    // The synthetic members have no postal address; a member adding a card has one to bill (the billing
    // dialog starts from it), as the demo members do.
    await db.exec(
      `update members set address_line_1 = 'Av. Chapultepec ' || substr(member_number, 3)::int,
              city = 'Guadalajara', state = 'JAL', postal_code = '44100'
       where member_number like 'SC%'`,
    );
    // A name as people have them: the synthetic members' "Scale 12" has digits, which the portal's forms
    // refuse in a name (a stay request's traveller, a booking's last name). 12 becomes "Scale Bc".
    for (const table of ['members', 'users'])
      await db.exec(
        `update ${table} set last_name = 'Scale ' || ${lettersOf(`substr(member_number, 3)::int`)}
         ${table === 'users' ? `from members m where m.id = users.member_id and m.member_number like 'SC%'` : `where member_number like 'SC%'`}`,
      );
    // A stay booked by phone for each member and not in any profile yet (as the demo's VP-7KA9DFFT is for
    // John): a journey adds it to its member's profile without taking it from another journey's.
    await db.exec(
      `insert into reservations (user_id, reservation_number, status, hotel_id, arriving_date, departing_date,
                                 adults, children, guest, room_type)
       select null, 'VP-' || m.member_number, 2, h.id, ${CLUB_TODAY_SQL} + ${PHONE_BOOKING.arrivalOffset},
              ${CLUB_TODAY_SQL} + ${PHONE_BOOKING.arrivalOffset + PHONE_BOOKING.nights}, 2, 1,
              m.first_name || ' ' || m.last_name, '${PHONE_BOOKING.roomType}'
       from members m cross join hotels h
       where m.member_number like 'SC%' and h.name = '${PHONE_BOOKING.hotel}'`,
    );
    // Accounts without a club record, verified, with the demo's password (the guest's hash).
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, language, verified_at, country)
       select 'pool-guest-' || g || '@example.com', u.password_hash, 'Guest', 'Pool ' || ${lettersOf('g')},
              case when g % 2 = 0 then 'es' else 'en' end, now(), 'MX'
       from users u cross join generate_series(1, $1::int) g
       where u.email = 'guest.visitor@example.com'`,
      [GUEST_POOL_SIZE],
    );
    // Journeys that pay need something due and cards the sandbox can charge: the pool's Visa takes the
    // token the sandbox knows for a Visa ending 4242, a Mastercard ending 5454 (a known token too) is saved
    // beside it, and each member's first contract (SC-n-1, USD) gets an overdue instalment of 250.00 with a
    // 25.00 late fee and one due next month.
    // The Mastercard is added while the pool's Visas still carry their scale tokens: Ana's demo Visa has the
    // same sandbox token, and must not get a Mastercard too.
    const [visa, mastercard] = DEMO_CARD_TOKENS;
    await db.query(
      `insert into credit_cards (user_id, is_default, card_type, last_four, exp_month, exp_year, card_holder_name,
                                 first_name, last_name, address, country, state, city, post_code, card_token)
       select user_id, false, 'mastercard', $1, exp_month, exp_year, card_holder_name, first_name, last_name,
              address, country, state, city, post_code, $2
       from credit_cards where card_token like 'scale-token-%'`,
      [mastercard.lastFour, mastercard.token],
    );
    await db.query(`update credit_cards set card_token = $1 where card_token like 'scale-token-%'`, [
      visa.token,
    ]);
    await db.exec(
      `insert into payment_items (contract_id, category, amount_due, late_fee, invoice_amount, due_date)
       select c.id, 'monthly', 250, late_fee, 250, ${CLUB_TODAY_SQL} + offset_days
       from contracts c join members m on m.id = c.member_id
       cross join (values (25, -20), (0, 30)) as due(late_fee, offset_days)
       where m.member_number like 'SC%' and c.contract_number = 'SC-' || substr(m.member_number, 3)::int || '-1'`,
    );
    // The other kinds of payment: a down payment of 1,200.00 plus 150.00 closing cost on the first contract,
    // due in 15 days, and on the second (SC-n-2, MXN) a usage fee of 1,500.00 with a 75.00 late fee, 60 days
    // late: the member's oldest item, on another contract and in another currency than the instalment.
    await db.exec(
      `insert into payment_items (contract_id, category, amount_due, late_fee, closing_cost, invoice_amount,
                                  due_date, fee_type)
       select c.id, due.category, due.amount, due.late_fee, due.closing_cost, due.amount + due.closing_cost,
              ${CLUB_TODAY_SQL} + due.offset_days, due.fee_type
       from contracts c join members m on m.id = c.member_id
       join (values (1, 'down', 1200, 0, 150, 15, null), (2, 'other_fees', 1500, 75, 0, -60, 'Usage Fee'))
         as due(k, category, amount, late_fee, closing_cost, offset_days, fee_type)
         on c.contract_number = 'SC-' || substr(m.member_number, 3)::int || '-' || due.k
       where m.member_number like 'SC%'`,
    );
    const person = `u.email, u.first_name as "firstName", u.last_name as "lastName", u.language`;
    const members = await db.query<Omit<Member, 'password'>>(
      `select ${person}, m.member_number as "memberNumber"
       from users u join members m on m.id = u.member_id
       where m.member_number like 'SC%' order by m.member_number`,
    );
    const guests = await db.query<Omit<Member, 'password'>>(
      `select ${person}, null as "memberNumber" from users u where u.email like 'pool-guest-%' order by u.id`,
    );
    const withPassword = (row: Omit<Member, 'password'>): Member => ({ ...row, password: DEMO_PASSWORD });
    return { members: members.rows.map(withPassword), guests: guests.rows.map(withPassword) };
  } finally {
    await db.close();
  }
}

/** The number of the member's `k`th contract as the pool seeds it (`SC-12-1`: member SC0000012's first). */
export function contractNumber(member: Member, k: 1 | 2): string {
  if (!member.memberNumber) throw new Error('a guest account has no contract');
  return `SC-${Number(member.memberNumber.slice(2))}-${k}`;
}

/**
 * A member no other journey has used, in the language the journey speaks: its sign-in, its own contracts,
 * card, payments, messages and reservations. Fails when the pool is used up (raise MEMBER_POOL_SIZE).
 */
export function newMember(language: Lang = 'en'): Member {
  return claim(inject('memberPool').members, language, 'MEMBER_POOL_SIZE');
}

/** An account without a club record no other journey has used (as the demo's Grace, changeable). */
export function newGuest(language: Lang = 'en'): Member {
  return claim(inject('memberPool').guests, language, 'GUEST_POOL_SIZE');
}

function claim(accounts: Member[], language: Lang, size: string): Member {
  const { claims } = inject('memberPool');
  for (const account of accounts) {
    if (account.language !== language) continue;
    try {
      mkdirSync(join(claims, account.email));
      return account;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every ${language} account of the pool is taken: raise ${size} (e2e/support/members.ts)`);
}
