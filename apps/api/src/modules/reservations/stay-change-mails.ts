import type { Language, StayChangeKind } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { queueRenderedMail } from '../../lib/mail/queue-rendered.ts';
import { textsIn } from '../../lib/texts.ts';
import { type StayDetails, stayLines } from './reservation-mails.ts';

/** How the desk decided a member's change or cancellation. */
export type StayChangeOutcome =
  | { kind: StayChangeKind; confirmed: true }
  | { kind: StayChangeKind; confirmed: false; reason: string };

/**
 * What the member is told of a decision, in their language: the same words go out by mail and into their
 * messages centre, so the two never disagree. `stay` is the stay as it is after the decision.
 */
export function stayChangeNotice(
  language: Language,
  name: string,
  outcome: StayChangeOutcome,
  stay: StayDetails,
) {
  const t = textsIn(language);
  const number = stay.reservationNumber;
  if (outcome.confirmed) {
    const cancel = outcome.kind === 'cancel';
    return {
      title: t(cancel ? 'reservation.cancelConfirmedTitle' : 'reservation.changeConfirmedTitle', { number }),
      paragraphs: [
        t('mail.greeting', { name }),
        t(cancel ? 'reservation.cancelConfirmedBody' : 'reservation.changeConfirmedBody'),
        ...stayLines(language, stay),
      ],
      after: [] as string[],
    };
  }
  return {
    title: t(
      outcome.kind === 'cancel' ? 'reservation.cancelDeclinedTitle' : 'reservation.changeDeclinedTitle',
      {
        number,
      },
    ),
    paragraphs: [
      t('mail.greeting', { name }),
      t('reservation.changeDeclinedBody'),
      ...stayLines(language, stay),
      t('reservation.declinedReason', { reason: outcome.reason }),
    ],
    after: [t('reservation.changeDeclinedNext')],
  };
}

export type StayChangeNotice = ReturnType<typeof stayChangeNotice>;

/** Queues the decision's mail in the decision's transaction. */
export function createStayChangeMailer(
  mail: Pick<Mailer, 'enqueue'>,
  config: Pick<Config, 'club' | 'publicUrl'>,
) {
  const myReservations = `${config.publicUrl}/my-reservations`;
  return {
    async send(
      to: { email: string; language: Language },
      notice: StayChangeNotice,
      tx: DbOrTx,
    ): Promise<void> {
      const t = textsIn(to.language);
      await queueRenderedMail(
        mail,
        config.club,
        to,
        {
          title: notice.title,
          paragraphs: notice.paragraphs,
          action: { label: t('reservation.ackAction'), url: myReservations },
          after: notice.after,
        },
        tx,
      );
    },
  };
}

export type StayChangeMailer = ReturnType<typeof createStayChangeMailer>;
