import {
  type Language,
  type MessageKey,
  type PasswordChecks,
  PROFILE_PENDING_FIELDS,
  type ProfileImmediateField,
  type ProfilePendingField,
  type ProfileUpdate,
  type ProfileUpdateResult,
  personalPasswordIssue,
  translateMessage,
} from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ProfileChangeFields } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { pathId } from '../../lib/path-id.ts';
import { checkEmailConfirmLink, createEmailConfirmLink } from '../../lib/signed-links.ts';
import { THROTTLES, throttle } from '../../lib/throttle.ts';
import type { AuthUser } from '../../plugins/member-auth.ts';
import type { MailRecipient, ProfileMailer } from './profile-mails.ts';
import type { ImmediateUpdate, ProfileState, ProfileUpdateRepo } from './profile-update.repo.ts';

export interface ProfileUpdateDeps {
  repo: ProfileUpdateRepo;
  db: Db;
  mailer: ProfileMailer;
  linkSigningKey: string;
  publicUrl: string;
  passwordChecks: PasswordChecks;
  /**
   * The caller's whole profile as `GET /profile` answers it (read after the change), encoded JSON, for a
   * session already authenticated: the answer carries it as is.
   */
  readProfile: (session: { sessionId: number; userId: number }, language: Language) => Promise<Buffer>;
  log: FastifyBaseLogger;
}

export interface ProfileUpdateAnswer {
  /** The profile after the change, encoded JSON (see `readProfile`). */
  profile: Buffer;
  result: Omit<ProfileUpdateResult, 'profile'>;
  message: string;
}

/** Fields only a club record holds: an account without one cannot change them here. */
const MEMBER_ONLY: readonly ProfilePendingField[] = [
  'address_line_1',
  'address_line_2',
  'home_phone',
  'mobile_phone',
];

function storedValue(state: ProfileState, field: ProfilePendingField): string | null {
  switch (field) {
    case 'address_line_1':
      return state.addressLine1;
    case 'address_line_2':
      return state.addressLine2;
    case 'email':
      return state.email;
    case 'home_phone':
      return state.homePhone;
    case 'mobile_phone':
      return state.mobilePhone;
  }
}

const invalidLink = () =>
  new HttpError(400, 'email_confirmation_invalid', { code: 'email_confirmation_invalid' });

export function createProfileUpdateService(deps: ProfileUpdateDeps) {
  const { repo, db, mailer, log } = deps;

  async function sendConfirmation(
    userId: number,
    changeId: number,
    email: string,
    firstName: string,
    language: Language,
    tx?: Tx,
  ): Promise<void> {
    const link = createEmailConfirmLink(deps.linkSigningKey, deps.publicUrl, { changeId, userId, email });
    await mailer.sendEmailConfirmation({ email, firstName, language }, link, tx);
  }

  return {
    /**
     * `PUT /profile` (spec sections 4 and 5): the password is checked first, then what differs from the
     * stored values is split into what applies at once (language, communications, password) and the
     * membership data recorded for customer care (merged into the open request). A value equal to the
     * stored one leaves any pending value of that field alone, so a form that sends everything back does
     * not undo a request. The change, its mails and the request's key commit in `keyedTransaction`.
     */
    async update(
      user: AuthUser,
      lang: Language,
      input: ProfileUpdate,
      ip: string,
      keyedTransaction: KeyedTransaction,
    ): Promise<ProfileUpdateAnswer> {
      const state = await repo.state(user.id);
      if (!state) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });

      const immediate: ImmediateUpdate = {};
      const applied: ProfileImmediateField[] = [];

      const fieldErrors: Record<string, MessageKey[]> = {};
      if (input.language_id !== undefined && input.language_id !== state.language) {
        immediate.language = input.language_id;
        applied.push('language_id');
      }
      for (const [field, value, stored] of [
        ['all_communications', input.all_communications, state.allCommunications],
        ['monthly_communications', input.monthly_communications, state.monthlyCommunications],
        ['due_reminders', input.due_reminders, state.dueReminders],
      ] as const) {
        // Everyone may opt in or out: a member's club record or the account itself keeps the choice.
        if (value === undefined || value === stored) continue;
        if (field === 'all_communications') immediate.allCommunications = value;
        else if (field === 'monthly_communications') immediate.monthlyCommunications = value;
        else immediate.dueReminders = value;
        applied.push(field);
      }

      const pending: ProfileChangeFields = {};
      for (const field of PROFILE_PENDING_FIELDS) {
        const raw = input[field];
        if (raw === undefined) continue;
        const value = field === 'email' && raw !== null ? raw.toLowerCase() : raw;
        // Equal to the stored value or to the value already requested: nothing new for this field.
        if (value === storedValue(state, field) || value === state.change?.fields[field]) continue;
        if (field === 'address_line_1' && value === null) {
          fieldErrors[field] = ['validation_required'];
          continue;
        }
        if (state.memberId === null && MEMBER_ONLY.includes(field)) {
          fieldErrors[field] = ['profile_member_only'];
          continue;
        }
        Object.assign(pending, { [field]: value });
      }
      if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);

      const newPassword = input.new_password;
      const nothingNew =
        applied.length === 0 && newPassword === undefined && Object.keys(pending).length === 0;
      if (nothingNew) throw new HttpError(400, 'no_property_changed', { code: 'no_property_changed' });

      const newEmail = pending.email;
      // Re-authentication: whoever holds a session (a borrowed device, a stolen token) cannot take the
      // account over by changing its password or its e-mail without knowing the password.
      if (newPassword !== undefined || newEmail !== undefined) {
        // Shared with `POST /reauthenticate`: one budget of password guesses per account and per address.
        await throttle(db, [
          [THROTTLES.profilePassword, String(user.id)],
          [THROTTLES.profilePasswordIp, ip],
        ]);
        if (input.current_password === undefined)
          throw validationError({ current_password: ['validation_required'] });
        if (!(await verifyPassword(state.passwordHash, input.current_password))) {
          throw validationError({ current_password: ['validation_current_password'] });
        }
      }
      if (newPassword !== undefined) {
        const weakness = personalPasswordIssue(deps.passwordChecks, newPassword, [
          state.firstName,
          state.lastName,
          state.email,
        ]);
        if (weakness) throw validationError({ new_password: [weakness] });
      }
      // An address another account holds is answered and recorded like any other, so the answer does not
      // tell who has an account; its owner is told instead of mailed a link, and care never approves it.
      let addressOwner: MailRecipient | null = null;
      if (newEmail !== undefined) {
        await throttle(db, [[THROTTLES.profileEmail, String(user.id)]]);
        const owner = await repo.emailOwnerOther(newEmail, user.id);
        if (owner)
          addressOwner = {
            email: newEmail,
            firstName: owner.firstName,
            language: owner.language,
          };
      }
      if (newPassword !== undefined) {
        immediate.passwordHash = await hashPassword(newPassword);
        applied.push('password');
      }

      const language = immediate.language ?? state.language;
      // The change and the mails it causes commit together: the confirmation link to the new address, and a
      // notice to the address the account has now, so its owner learns of a change they did not make.
      await repo.save(keyedTransaction, state, user.sessionId, immediate, pending, async (tx, savedId) => {
        const changeId = savedId ?? state.change?.id ?? null;
        if (addressOwner) await mailer.sendAddressInUse(addressOwner, tx);
        else if (newEmail !== undefined && changeId !== null) {
          await sendConfirmation(user.id, changeId, newEmail, state.firstName, language, tx);
        }
        const owner = { email: state.email, firstName: state.firstName, language };
        if (newPassword !== undefined) await mailer.sendSecurityNotice(owner, 'password', tx);
        if (newEmail !== undefined) await mailer.sendSecurityNotice(owner, 'email', tx);
      });

      const pendingFields = PROFILE_PENDING_FIELDS.filter((f) => pending[f] !== undefined);
      log.info(
        {
          userId: user.id,
          event: 'profile_updated',
          applied,
          pending: pendingFields,
          passwordChanged: applied.includes('password'),
        },
        'profile updated',
      );

      let message = translateMessage(
        lang,
        pendingFields.length > 0 ? 'profile_updated_pending' : 'profile_updated',
      );
      if (newEmail !== undefined) {
        message += ` ${translateMessage(lang, 'profile_email_confirmation_sent', { email: newEmail })}`;
      }
      return {
        profile: await deps.readProfile({ sessionId: user.sessionId, userId: user.id }, lang),
        result: {
          applied,
          pending: pendingFields,
          email_confirmation_sent: newEmail !== undefined,
        },
        message,
      };
    },

    /**
     * `POST /profile/email-confirmation`: the mailed link, checked against the caller's open request. An
     * expired link brings a fresh one to the requested address (the 400 says so).
     */
    async confirmEmail(
      user: AuthUser,
      lang: Language,
      body: { id: string; expires: string; signature: string },
    ): Promise<{ profile: Buffer; message: string }> {
      const changeId = pathId(body.id);
      const expires = /^\d{1,12}$/.test(body.expires) ? Number(body.expires) : -1;
      if (changeId <= 0 || expires < 0) throw invalidLink();
      const state = await repo.state(user.id);
      const change = state?.change;
      const email = change?.id === changeId ? change.fields.email : undefined;
      if (email === undefined) throw invalidLink();
      const check = checkEmailConfirmLink(
        deps.linkSigningKey,
        { changeId, userId: user.id, email, expires },
        body.signature,
      );
      if (check === 'invalid') throw invalidLink();
      if (check === 'expired') {
        // The member is signed in and the address is the one still waiting: a fresh link costs nothing.
        await throttle(db, [[THROTTLES.profileEmail, String(user.id)]]);
        await sendConfirmation(user.id, changeId, email, state?.firstName ?? '', state?.language ?? lang);
        throw new HttpError(400, 'email_confirmation_expired', {
          code: 'email_confirmation_expired',
          values: { email },
        });
      }
      await repo.confirmEmail(user.id, changeId);
      log.info({ userId: user.id, event: 'profile_email_confirmed', changeId }, 'requested e-mail confirmed');
      return {
        profile: await deps.readProfile({ sessionId: user.sessionId, userId: user.id }, lang),
        message: translateMessage(lang, 'email_confirmed'),
      };
    },
  };
}

export type ProfileUpdateService = ReturnType<typeof createProfileUpdateService>;
