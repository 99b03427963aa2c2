import { clubDay, currencyOf, NOT_FOUND_CODE, type StatementQuery } from '@vida/shared';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { knownPathId } from '../../lib/path-id.ts';
import { textsIn } from '../../lib/texts.ts';
import type { StatementRepo } from './statement.repo.ts';
import { ledgerOf } from './statement-ledger.ts';
import { renderStatementPdf } from './statement-pdf.ts';

export interface StatementDeps {
  repo: StatementRepo;
  config: Config;
}

/** A contract's account statement for a period, as the member downloads it (docs/payments.md, "Statements"). */
export function createStatementService({ repo, config }: StatementDeps) {
  return {
    /** `GET /contracts/{id}/statement`: the PDF, named in the member's language (404: not the member's). */
    async pdf(userId: number, contractId: number, period: StatementQuery) {
      const rows = await repo.rows(userId, knownPathId(contractId));
      if (!rows) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
      const language = rows.member.language;
      const pdf = await renderStatementPdf(
        {
          language,
          currency: currencyOf(rows.contract.currency_id),
          member: {
            name: rows.member.name,
            email: rows.member.email,
            memberNumber: rows.member.member_number,
          },
          contract: { number: rows.contract.number, resort: rows.contract.resort },
          from: period.from,
          to: period.to,
          issued: clubDay(new Date()),
          ledger: ledgerOf(rows, period.from, period.to),
        },
        config.club,
      );
      const fileName = `${textsIn(language)('statement.fileName', { contract: rows.contract.number, ...period })}.pdf`;
      return { pdf, fileName };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
