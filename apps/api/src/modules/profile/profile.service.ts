import type { Language } from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

/** FAQs are reference data that only a reseed changes; reading them on every profile load is waste. */
const FAQ_CACHE_MS = 5 * 60_000;

export interface ProfileAnswer {
  userId: number;
  sessionId: number;
  /** The whole answer, `{"data": Profile}`, encoded (see `profileForToken`). */
  body: Buffer;
}

const HEAD = Buffer.from('{"data":');

export function createProfileService(repo: ProfileRepo) {
  /** The end of every answer in a language: the FAQs and the closing braces, encoded once. */
  const tailCache = new Map<Language, { tail: Buffer; until: number }>();

  async function faqsTail(language: Language): Promise<Buffer> {
    const cached = tailCache.get(language);
    if (cached && cached.until > Date.now()) return cached.tail;
    const tail = Buffer.from(`, "faqs" : ${await repo.faqsJson(language)}}}`);
    tailCache.set(language, { tail, until: Date.now() + FAQ_CACHE_MS });
    return tail;
  }

  return {
    /**
     * Authenticates and reads in one query (the profile is the hottest call). The FAQs of the request
     * language are appended to the object PostgreSQL built; the answer is assembled from buffers because
     * encoding the ~10 KB of FAQs on every request cost more than the rest of the JavaScript work.
     */
    async profileForToken(accessHash: string, language: Language): Promise<ProfileAnswer> {
      const [row, tail] = await Promise.all([repo.profileByAccessHash(accessHash), faqsTail(language)]);
      if (!row) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      if (!row.profile.endsWith('}')) throw new Error('profile JSON is not an object');
      const body = Buffer.concat([HEAD, Buffer.from(row.profile.slice(0, -1)), tail]);
      return { userId: row.userId, sessionId: row.sessionId, body };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
