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
     * `{"data": DestinationHighlight}` as JSON text (body null: not found). A path id that is not a positive
     * number names nothing: it looks up id 0, which no highlight has, so the session is still checked first.
     */
    one(accessHash: Sha256Hex, lang: Language, rawId: string): Promise<MemberAnswer | undefined> {
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
      return repo.oneForToken(accessHash, lang, id);
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
