import { type Language, localeOf } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { roomTypeName } from '../../lib/room-types.ts';
import { textsIn } from '../../lib/texts.ts';
import type { en } from '../../locales/en.ts';
import type { StayRequest } from './stay-request.ts';

/** A stay as the mails describe it. */
export interface StayDetails {
  reservationNumber: string;
  hotel: string;
  arrivingDate: string;
  departingDate: string;
  adults: number;
  children: number;
  roomType: string;
}

/** A stored stay request with the number of the reservation it created. */
export type RequestDetails = StayRequest & { reservationNumber: string };

const fullName = (r: Pick<StayRequest, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`.trim();

/**
 * One per language, made on first use: a formatter takes hundreds of times longer to make than to use, and each
 * stay request words four days in its two mails.
 */
const longDates = new Map<Language, Intl.DateTimeFormat>();

/** "Friday, December 12, 2026" from `YYYY-MM-DD`, read as a calendar day (no time zone shift). */
export function longDate(language: Language, day: string): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

type ReservationLabel = keyof (typeof en)['reservation']['labels'];

export function stayLines(language: Language, stay: StayDetails): string[] {
  const t = textsIn(language);
  const guests = [
    t('reservation.adults', { count: stay.adults }),
    ...(stay.children > 0 ? [t('reservation.children', { count: stay.children })] : []),
  ].join(', ');
  return [
    `${t('reservation.labels.number')}: ${stay.reservationNumber}`,
    `${t('reservation.labels.hotel')}: ${stay.hotel}`,
    `${t('reservation.labels.arrival')}: ${longDate(language, stay.arrivingDate)}`,
    `${t('reservation.labels.departure')}: ${longDate(language, stay.departingDate)}`,
    `${t('reservation.labels.guests')}: ${guests}`,
    `${t('reservation.labels.roomType')}: ${roomTypeName(stay.roomType, language)}`,
  ];
}

export interface ReservationMailer {
  /** To the member (or the non-member's e-mail), in the request's language: we answer within 24 hours. */
  sendRequestAcknowledgement(request: RequestDetails, tx: DbOrTx): Promise<void>;
  /** To customer care, in the club's language: everything the request says. */
  notifyCareOfRequest(request: RequestDetails, tx: DbOrTx): Promise<void>;
  /** To the member: the stay's hotel, dates, guests, room type and number. */
  sendConfirmation(
    to: string,
    language: Language,
    name: string,
    stay: StayDetails,
    tx?: DbOrTx,
  ): Promise<void>;
  /** To the member: customer care could not confirm the requested stay, and why. */
  sendDeclined(
    to: string,
    language: Language,
    name: string,
    stay: StayDetails,
    reason: string,
    tx?: DbOrTx,
  ): Promise<void>;
}

/** The three reservation e-mails, built with the shared layout and queued in the outbox. */
export function createReservationMailer(mail: Mailer, config: Config): ReservationMailer {
  const club = config.club;
  const myReservations = `${config.publicUrl}/my-reservations`;
  return {
    async sendRequestAcknowledgement(request, tx) {
      const { language } = request;
      const t = textsIn(language);
      const rendered = renderMail({
        language,
        title: t('reservation.ackTitle'),
        paragraphs: [
          t('mail.greeting', { name: fullName(request) }),
          t('reservation.ackBody'),
          ...stayLines(language, request),
        ],
        action: { label: t('reservation.ackAction'), url: myReservations },
        club,
      });
      await mail.enqueue({ to: request.email, language, ...rendered }, tx);
    },

    async notifyCareOfRequest(request, tx) {
      const language = club.careLanguage;
      const t = textsIn(language);
      const l = (label: ReservationLabel) => t(`reservation.labels.${label}`);
      const yesNo = (v: boolean) => (v ? l('yes') : l('no'));
      const travelers = request.travelers.length
        ? request.travelers.map(
            (x) =>
              `  · ${x.first_name} ${x.last_name}${x.age === 'child' ? ` (${l('child')})` : ''}${x.email ? ` <${x.email}>` : ''}`,
          )
        : [`  ${l('none')}`];
      const rendered = renderMail({
        language,
        title: t('reservation.careTitle', { name: fullName(request) }),
        paragraphs: [
          t('reservation.careBody'),
          ...stayLines(language, request),
          request.isMember && request.memberNumber
            ? `${l('member')}: ${request.memberNumber}`
            : l('nonMember'),
          `${l('email')}: ${request.email}`,
          `${l('phone')}: ${request.phone ?? '—'}`,
          `${l('country')}: ${request.country ?? '—'}`,
          `${l('promo')}: ${request.promoCode || '—'}`,
          `${l('transportation')}: ${yesNo(request.addTransportation)}`,
          `${l('flexibleDates')}: ${yesNo(request.flexibleDates)}`,
          `${l('flexibleDestinations')}: ${yesNo(request.flexibleDestinations)}`,
          `${l('travelers')}:\n${travelers.join('\n')}`,
        ],
        club,
      });
      await mail.enqueue({ to: club.careEmail, language, ...rendered }, tx);
    },

    async sendConfirmation(to, language, name, stay, tx) {
      const t = textsIn(language);
      const rendered = renderMail({
        language,
        title: t('reservation.confirmTitle', { number: stay.reservationNumber }),
        paragraphs: [
          t('mail.greeting', { name }),
          t('reservation.confirmBody'),
          ...stayLines(language, stay),
        ],
        action: { label: t('reservation.ackAction'), url: myReservations },
        club,
      });
      await mail.enqueue({ to, language, ...rendered }, tx);
    },

    async sendDeclined(to, language, name, stay, reason, tx) {
      const t = textsIn(language);
      const rendered = renderMail({
        language,
        title: t('reservation.declinedTitle'),
        paragraphs: [
          t('mail.greeting', { name }),
          t('reservation.declinedBody'),
          ...stayLines(language, stay),
          t('reservation.declinedReason', { reason }),
        ],
        after: [t('reservation.declinedNext')],
        club,
      });
      await mail.enqueue({ to, language, ...rendered }, tx);
    },
  };
}
