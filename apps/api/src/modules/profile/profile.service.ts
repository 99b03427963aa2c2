import type { Faq, Language } from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

/** FAQs are reference data that only a reseed changes; reading them on every profile load is waste. */
const FAQ_CACHE_MS = 5 * 60_000;
/** Sessions whose profile document this process keeps (about 3 KB each). */
const MAX_CACHED_PROFILES = 10_000;

export interface ProfileAnswer {
  userId: number;
  sessionId: number;
  /** The whole answer, `{"data": Profile}`, encoded (see `profileForToken`). */
  body: Buffer;
}

/** A profile document as PostgreSQL built it, without its closing brace, and what it was built from. */
interface CachedProfile {
  userId: number;
  version: string;
  day: string;
  head: Buffer;
}

const HEAD = Buffer.from('{"data":');

/** `faqs` answers the FAQs of a language as `GET /faqs` does (sanitised). */
export function createProfileService(repo: ProfileRepo, faqs: (language: Language) => Promise<Faq[]>) {
  /** The end of every answer in a language: the FAQs and the closing braces, encoded once. */
  const tailCache = new Map<Language, { tail: Buffer; until: number }>();
  /**
   * By access token hash. An entry is only ever served after the database has checked the session and
   * confirmed that the entry's version and day are still current, so several API processes each keep their
   * own copy safely.
   */
  const profiles = new Map<string, CachedProfile>();

  async function faqsTail(language: Language): Promise<Buffer> {
    const cached = tailCache.get(language);
    if (cached && cached.until > Date.now()) return cached.tail;
    const tail = Buffer.from(`,"faqs":${JSON.stringify(await faqs(language))}}}`);
    tailCache.set(language, { tail, until: Date.now() + FAQ_CACHE_MS });
    return tail;
  }

  function remember(accessHash: string, entry: CachedProfile): void {
    profiles.delete(accessHash);
    if (profiles.size >= MAX_CACHED_PROFILES) {
      const oldest = profiles.keys().next().value;
      if (oldest !== undefined) profiles.delete(oldest);
    }
    profiles.set(accessHash, entry);
  }

  return {
    /**
     * Authenticates and reads in one query (the profile is the hottest call). The FAQs of the request
     * language are appended to the object PostgreSQL built; the answer is assembled from buffers because
     * encoding the ~10 KB of FAQs on every request cost more than the rest of the JavaScript work.
     */
    async profileForToken(accessHash: string, language: Language): Promise<ProfileAnswer> {
      const known = profiles.get(accessHash);
      const [row, tail] = await Promise.all([
        repo.profileByAccessHash(accessHash, known),
        faqsTail(language),
      ]);
      if (!row) {
        profiles.delete(accessHash);
        throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      }
      let head: Buffer;
      if (row.profile === null) {
        if (!known || known.userId !== row.userId) throw new Error('profile not built for an unknown copy');
        head = known.head;
      } else {
        if (!row.profile.endsWith('}')) throw new Error('profile JSON is not an object');
        head = Buffer.from(row.profile.slice(0, -1));
        remember(accessHash, { userId: row.userId, version: row.version, day: row.day, head });
      }
      return { userId: row.userId, sessionId: row.sessionId, body: Buffer.concat([HEAD, head, tail]) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
