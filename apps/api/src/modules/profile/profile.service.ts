import type { Faq, Language } from '@vida/shared';
import type { Sha256Hex } from '../../db/prepared.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

/** FAQs are reference data that only a reseed changes; reading them on every profile load is waste. */
const FAQ_CACHE_MS = 5 * 60_000;
/** Sessions whose profile this process keeps (about 3 KB, plus about 15 KB per language answered): ~40 MB. */
const MAX_CACHED_PROFILES = 2_000;

export interface ProfileAnswer {
  userId: number;
  sessionId: number;
  /** The whole answer, `{"data": Profile}`, encoded (see `profileForToken`). */
  body: Buffer;
}

/** A profile document as PostgreSQL built it, without its closing brace, and what it was built from. */
interface CachedProfile {
  userId: number;
  sessionId: number;
  version: string;
  day: string;
  head: Buffer;
  /** Whole answers by language, with the FAQs tail they were made with: a repeated read sends one as is. */
  answers: Map<Language, { tail: Buffer; body: Buffer }>;
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

  function remember(accessHash: Sha256Hex, entry: CachedProfile): void {
    profiles.delete(accessHash);
    if (profiles.size >= MAX_CACHED_PROFILES) {
      const oldest = profiles.keys().next().value;
      if (oldest !== undefined) profiles.delete(oldest);
    }
    profiles.set(accessHash, entry);
  }

  const unauthenticated = (accessHash: Sha256Hex) => {
    profiles.delete(accessHash);
    return new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
  };

  /** The copy this process holds for the token, when the database confirms the session and its version. */
  async function currentCopy(accessHash: Sha256Hex): Promise<CachedProfile | undefined> {
    const known = profiles.get(accessHash);
    if (!known) return undefined;
    const current = await repo.sessionVersion(accessHash);
    if (!current) throw unauthenticated(accessHash);
    const same =
      current.userId === known.userId && current.version === known.version && current.day === known.day;
    return same ? known : undefined;
  }

  async function buildCopy(accessHash: Sha256Hex): Promise<CachedProfile> {
    const row = await repo.profileByAccessHash(accessHash);
    if (!row) throw unauthenticated(accessHash);
    if (!row.profile.endsWith('}')) throw new Error('profile JSON is not an object');
    const { profile, ...session } = row;
    const entry = { ...session, head: Buffer.from(profile.slice(0, -1)), answers: new Map() };
    remember(accessHash, entry);
    return entry;
  }

  return {
    /**
     * The profile document (`Profile`, not wrapped in `{ data }`) of a session the caller has already
     * authenticated, as encoded JSON: writes that change the profile answer with it as is.
     */
    async profileOfSession(
      session: { sessionId: number; userId: number },
      language: Language,
    ): Promise<Buffer> {
      const [row, tail] = await Promise.all([repo.profileOfSession(session), faqsTail(language)]);
      if (!row) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      if (!row.profile.endsWith('}')) throw new Error('profile JSON is not an object');
      // The tail closes the profile and the envelope; this document has no envelope.
      return Buffer.concat([Buffer.from(row.profile.slice(0, -1)), tail.subarray(0, -1)]);
    },

    /**
     * Authenticates and reads with one small query when this process holds a current copy, with the
     * profile query otherwise (the profile is the hottest call). The FAQs of the request
     * language are appended to the object PostgreSQL built; the answer is assembled from buffers because
     * encoding the ~10 KB of FAQs on every request cost more than the rest of the JavaScript work.
     */
    async profileForToken(accessHash: Sha256Hex, language: Language): Promise<ProfileAnswer> {
      const [entry, tail] = await Promise.all([
        currentCopy(accessHash).then((copy) => copy ?? buildCopy(accessHash)),
        faqsTail(language),
      ]);
      let answer = entry.answers.get(language);
      if (answer?.tail !== tail) {
        answer = { tail, body: Buffer.concat([HEAD, entry.head, tail]) };
        entry.answers.set(language, answer);
      }
      return { userId: entry.userId, sessionId: entry.sessionId, body: answer.body };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
