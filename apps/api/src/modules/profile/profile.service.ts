import type { Language } from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

/** FAQs are reference data that only a reseed changes; reading them on every profile load is waste. */
const FAQ_CACHE_MS = 5 * 60_000;

export interface ProfileAnswer {
  userId: number;
  sessionId: number;
  /** JSON text of the Profile (`ProfileSchema`). */
  json: string;
}

export function createProfileService(repo: ProfileRepo) {
  const faqCache = new Map<Language, { json: string; until: number }>();

  async function faqsJson(language: Language): Promise<string> {
    const cached = faqCache.get(language);
    if (cached && cached.until > Date.now()) return cached.json;
    const json = await repo.faqsJson(language);
    faqCache.set(language, { json, until: Date.now() + FAQ_CACHE_MS });
    return json;
  }

  return {
    /**
     * Authenticates and reads in one query (the profile is the hottest call). The FAQs of the request
     * language are added to the object PostgreSQL built.
     */
    async profileForToken(accessHash: string, language: Language): Promise<ProfileAnswer> {
      const [row, faqs] = await Promise.all([repo.profileByAccessHash(accessHash), faqsJson(language)]);
      if (!row) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      if (!row.profile.endsWith('}')) throw new Error('profile JSON is not an object');
      return {
        userId: row.userId,
        sessionId: row.sessionId,
        json: `${row.profile.slice(0, -1)}, "faqs" : ${faqs}}`,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
