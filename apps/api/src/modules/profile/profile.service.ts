import type { Language } from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

export function createProfileService(repo: ProfileRepo) {
  return {
    /** The profile as JSON text (see the repository); a session whose user is gone is no session. */
    async profileJson(userId: number, language: Language): Promise<string> {
      const json = await repo.profileJson(userId, language);
      if (json === undefined) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      return json;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
