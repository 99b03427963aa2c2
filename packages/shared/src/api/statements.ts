import * as z from 'zod';
import { addDays, clubDay } from '../club-calendar.ts';
import { isIsoDate } from './reservations.ts';

/** The periods a member picks a statement for: the club's year so far, the last full year, or their own days. */
export const STATEMENT_PERIODS = ['this_year', 'last_year', 'custom'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

/**
 * The longest period one statement covers, in days (five years and a leap day): a contract's whole recent
 * life, while one statement stays a few pages and one read of its rows.
 */
export const STATEMENT_MAX_DAYS = 5 * 365 + 1;

const dayRule = () =>
  z.string({ error: 'validation_statement_date' }).refine(isIsoDate, {
    message: 'validation_statement_date',
    abort: true,
  });

/** Days between two `YYYY-MM-DD` days, both counted. */
const daysCovered = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The rules of a statement's days, one check for the dialog and the API: `from` not after `to`, `to` not after
 * the club's today (a statement tells what happened, not what is yet to fall due), at most STATEMENT_MAX_DAYS.
 */
function checkPeriod(
  value: { from: string; to: string },
  ctx: z.RefinementCtx,
  today: string,
  [fromField, toField]: readonly [string, string],
) {
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  if (value.to > today)
    ctx.addIssue({
      code: 'custom',
      path: [toField],
      message: 'validation_statement_future',
      params: { date: today },
    });
  if (value.from > value.to)
    ctx.addIssue({ code: 'custom', path: [fromField], message: 'validation_statement_from_after_to' });
  else if (daysCovered(value.from, value.to) > STATEMENT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: [fromField], message: 'validation_statement_too_long' });
}

/**
 * `GET /contracts/{id}/statement?from=YYYY-MM-DD&to=YYYY-MM-DD`: the period, both days included, on the
 * club's calendar. `today` is the club's day on the caller's clock (the API's by default).
 */
export function statementQuerySchema(today: () => string = () => clubDay(new Date())) {
  return z
    .object({ from: dayRule(), to: dayRule() })
    .superRefine((value, ctx) => checkPeriod(value, ctx, today(), ['from', 'to']));
}
export const StatementQuerySchema = statementQuerySchema();
export type StatementQuery = z.output<typeof StatementQuerySchema>;

/**
 * The statement dialog: a period, and the days of a custom one (checked only then). `today` is the club's day
 * as the browser knows it.
 */
export function statementFormSchema(today: () => string) {
  return z
    .object({ period: z.enum(STATEMENT_PERIODS), from: z.string(), to: z.string() })
    .superRefine((value, ctx) => {
      if (value.period !== 'custom') return;
      for (const field of ['from', 'to'] as const)
        if (!isIsoDate(value[field]))
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation_statement_date' });
      checkPeriod(value, ctx, today(), ['from', 'to']);
    });
}
export type StatementForm = z.output<ReturnType<typeof statementFormSchema>>;

/** The days a period covers on the club's `today`: this year so far, all of last year, or the form's own. */
export function statementDays(form: StatementForm, today: string): StatementQuery {
  const year = Number(today.slice(0, 4));
  if (form.period === 'this_year') return { from: `${year}-01-01`, to: today };
  if (form.period === 'last_year') return { from: `${year - 1}-01-01`, to: addDays(`${year}-01-01`, -1) };
  return { from: form.from, to: form.to };
}
