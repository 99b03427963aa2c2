import type { Language } from '@vida/shared';
import type { Sha256Hex } from '../../db/prepared.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import type { DestinationsRepo } from './destinations.repo.ts';

export function createDestinationsService(repo: DestinationsRepo) {
  return {
    /** `{"data": {"data": DestinationHighlight[]}}` as JSON text, texts in `lang`. */
    list: (accessHash: Sha256Hex, lang: Language): Promise<MemberAnswer | undefined> =>
      repo.listForToken(accessHash, lang),

    /**
     * `{"data": DestinationHighlight}` as JSON text (body null: not found). A malformed path id is 0, which
     * no highlight has: the session is still checked first.
     */
    one(accessHash: Sha256Hex, lang: Language, id: number): Promise<MemberAnswer | undefined> {
      return repo.oneForToken(accessHash, lang, id);
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
