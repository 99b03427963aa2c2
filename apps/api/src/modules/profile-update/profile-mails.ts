import { type Language, localeOf, type ProfilePendingField } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { ProfileChangeFields } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { queueRenderedMail } from '../../lib/mail/queue-rendered.ts';
import { EMAIL_CONFIRM_LINK_HOURS } from '../../lib/signed-links.ts';
import { textsIn } from '../../lib/texts.ts';

const FIELD_ORDER: readonly ProfilePendingField[] = [
  'email',
  'address_line_1',
  'address_line_2',
  'home_phone',
  'mobile_phone',
];

function longDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/** Each mail takes the transaction of the write that causes it, when there is one (they commit together). */
export interface ProfileMailer {
  /** The confirmation link for a requested e-mail, sent to that new address. */
  sendEmailConfirmation(to: MailRecipient, link: string, tx?: DbOrTx): Promise<void>;
  sendApproved(to: MailRecipient, fields: ProfileChangeFields, requestedAt: Date, tx: DbOrTx): Promise<void>;
  /** `reason`: customer care's words for the member (the desk always gives one; the CLI may not). */
  sendRejected(to: MailRecipient, requestedAt: Date, tx: DbOrTx, reason?: string | null): Promise<void>;
  /** To the account's current address: its password was changed, or a new e-mail was requested. */
  sendSecurityNotice(to: MailRecipient, change: 'password' | 'email', tx: DbOrTx): Promise<void>;
  /** To the owner of an address another account asked to use (instead of a confirmation link). */
  sendAddressInUse(to: MailRecipient, tx: DbOrTx): Promise<void>;
}

export function createProfileMailer(mail: Pick<Mailer, 'enqueue'>, club: Config['club']): ProfileMailer {
  const send = (
    to: MailRecipient,
    content: Parameters<typeof queueRenderedMail>[3],
    tx: DbOrTx | undefined,
  ) => queueRenderedMail(mail, club, to, content, tx);

  return {
    async sendEmailConfirmation(to, link, tx) {
      const t = textsIn(to.language);
      await send(
        to,
        {
          title: t('profile.confirmSubject'),
          paragraphs: [
            t('mail.greeting', { name: to.firstName }),
            t('profile.confirmBody', { club: club.name }),
          ],
          action: { label: t('profile.confirmAction'), url: link },
          after: [
            t('profile.confirmExpiry', { hours: EMAIL_CONFIRM_LINK_HOURS }),
            t('profile.confirmIgnore'),
          ],
          carriesSecret: true,
        },
        tx,
      );
    },

    async sendApproved(to, fields, requestedAt, tx) {
      const t = textsIn(to.language);
      const lines = FIELD_ORDER.filter((f) => fields[f] !== undefined).map(
        (f) => `${t(`profile.labels.${f}`)}: ${fields[f] ?? t('profile.empty')}`,
      );
      await send(
        to,
        {
          title: t('profile.approvedSubject'),
          paragraphs: [
            t('mail.greeting', { name: to.firstName }),
            t('profile.approvedBody', { date: longDate(to.language, requestedAt) }),
            ...lines,
          ],
          after: fields.email ? [t('profile.approvedEmail', { email: fields.email })] : [],
        },
        tx,
      );
    },

    async sendSecurityNotice(to, change, tx) {
      const t = textsIn(to.language);
      await send(
        to,
        {
          title: t(change === 'password' ? 'profile.passwordNoticeSubject' : 'profile.emailNoticeSubject'),
          paragraphs: [
            t('mail.greeting', { name: to.firstName }),
            t(change === 'password' ? 'profile.passwordNoticeBody' : 'profile.emailNoticeBody', {
              club: club.name,
            }),
          ],
          after: [t('profile.noticeNotYou', { phone: club.carePhone })],
        },
        tx,
      );
    },

    async sendAddressInUse(to, tx) {
      const t = textsIn(to.language);
      await send(
        to,
        {
          title: t('profile.inUseSubject'),
          paragraphs: [
            t('mail.greeting', { name: to.firstName }),
            t('profile.inUseBody', { club: club.name }),
          ],
          after: [t('profile.inUseNext')],
        },
        tx,
      );
    },

    async sendRejected(to, requestedAt, tx, reason) {
      const t = textsIn(to.language);
      await send(
        to,
        {
          title: t('profile.rejectedSubject'),
          paragraphs: [
            t('mail.greeting', { name: to.firstName }),
            t('profile.rejectedBody', { date: longDate(to.language, requestedAt) }),
            ...(reason ? [t('profile.rejectedReason', { reason })] : []),
          ],
          after: [t('profile.rejectedNext')],
        },
        tx,
      );
    },
  };
}
