import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailQueue } from '../mail/mailer.ts';

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

export interface RequestDetails extends StayDetails {
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  isMember: boolean;
  memberNumber: string | null;
  guests: number;
  promoCode: string | null;
  addTransportation: boolean;
  flexibleDates: boolean;
  flexibleDestinations: boolean;
  travelers: { age: 'adult' | 'child'; first_name: string; last_name: string; email: string | null }[];
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

/** "Friday, December 12, 2026" from `YYYY-MM-DD`, read as a calendar day (no time zone shift). */
export function longDate(language: Language, day: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const TEXTS = {
  en: {
    ackTitle: 'We received your reservation request',
    greeting: (name: string) => `Hello ${name},`,
    ackBody:
      'Thank you for your request. Our reservations team will review availability and answer you within 24 hours.',
    ackAction: 'See my reservations',
    confirmTitle: (n: string) => `Your reservation ${n}`,
    confirmBody: 'Here is the confirmation of your stay. Show it at check-in together with an ID.',
    declinedTitle: 'We could not confirm your reservation request',
    declinedBody:
      'We are sorry: our reservations team could not confirm the stay you requested. The request was:',
    declinedReason: (reason: string) => `Our agent's note: ${reason}`,
    declinedNext: 'You are welcome to request other dates or another destination from the portal.',
    careTitle: (name: string) => `New reservation request from ${name}`,
    careBody: 'A reservation request came in through the portal. Please answer the guest within 24 hours.',
    labels: {
      number: 'Reservation number',
      hotel: 'Hotel',
      arrival: 'Arrival',
      departure: 'Departure',
      guests: 'Guests',
      roomType: 'Room type',
      adults: (n: number) => `${n} ${n === 1 ? 'adult' : 'adults'}`,
      children: (n: number) => `${n} ${n === 1 ? 'child' : 'children'}`,
      member: 'Member ID',
      nonMember: 'Not a member',
      email: 'E-mail',
      phone: 'Phone',
      country: 'Country',
      promo: 'Promo code',
      transportation: 'Transportation',
      flexibleDates: 'Flexible dates',
      flexibleDestinations: 'Flexible destination',
      travelers: 'Additional travellers',
      child: 'child',
      yes: 'yes',
      no: 'no',
      none: 'none',
    },
  },
  es: {
    ackTitle: 'Recibimos tu solicitud de reservación',
    greeting: (name: string) => `Hola ${name}:`,
    ackBody:
      'Gracias por tu solicitud. Nuestro equipo de reservaciones revisará la disponibilidad y te responderá en un máximo de 24 horas.',
    ackAction: 'Ver mis reservaciones',
    confirmTitle: (n: string) => `Tu reservación ${n}`,
    confirmBody:
      'Esta es la confirmación de tu estancia. Preséntala al registrarte junto con una identificación.',
    declinedTitle: 'No pudimos confirmar tu solicitud de reservación',
    declinedBody:
      'Lo sentimos: nuestro equipo de reservaciones no pudo confirmar la estancia que solicitaste. La solicitud era:',
    declinedReason: (reason: string) => `Nota de nuestro agente: ${reason}`,
    declinedNext: 'Con gusto puedes solicitar otras fechas u otro destino desde el portal.',
    careTitle: (name: string) => `Nueva solicitud de reservación de ${name}`,
    careBody:
      'Llegó una solicitud de reservación desde el portal. Responde al huésped en un máximo de 24 horas.',
    labels: {
      number: 'Número de reservación',
      hotel: 'Hotel',
      arrival: 'Llegada',
      departure: 'Salida',
      guests: 'Huéspedes',
      roomType: 'Tipo de habitación',
      adults: (n: number) => `${n} ${n === 1 ? 'adulto' : 'adultos'}`,
      children: (n: number) => `${n} ${n === 1 ? 'menor' : 'menores'}`,
      member: 'Número de socio',
      nonMember: 'No es socio',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      country: 'País',
      promo: 'Código promocional',
      transportation: 'Transportación',
      flexibleDates: 'Fechas flexibles',
      flexibleDestinations: 'Destino flexible',
      travelers: 'Viajeros adicionales',
      child: 'menor',
      yes: 'sí',
      no: 'no',
      none: 'ninguno',
    },
  },
} as const;

function stayLines(language: Language, stay: StayDetails): string[] {
  const l = TEXTS[language].labels;
  const guests = [l.adults(stay.adults), ...(stay.children > 0 ? [l.children(stay.children)] : [])].join(
    ', ',
  );
  return [
    `${l.number}: ${stay.reservationNumber}`,
    `${l.hotel}: ${stay.hotel}`,
    `${l.arrival}: ${longDate(language, stay.arrivingDate)}`,
    `${l.departure}: ${longDate(language, stay.departingDate)}`,
    `${l.guests}: ${guests}`,
    `${l.roomType}: ${stay.roomType}`,
  ];
}

export interface ReservationMailer {
  /** To the member (or the non-member's e-mail), in their language: we answer within 24 hours. */
  sendRequestAcknowledgement(to: string, language: Language, request: RequestDetails): Promise<void>;
  /** To customer care, in the club's language: everything the request says. */
  notifyCareOfRequest(request: RequestDetails): Promise<void>;
  /** To the member: the stay's hotel, dates, guests, room type and number. */
  sendConfirmation(to: string, language: Language, name: string, stay: StayDetails): Promise<void>;
  /** To the member: customer care could not confirm the requested stay, and why. */
  sendDeclined(
    to: string,
    language: Language,
    name: string,
    stay: StayDetails,
    reason: string,
  ): Promise<void>;
}

/** The three reservation e-mails, built with the shared layout and queued in the outbox. */
export function createReservationMailer(
  mail: MailQueue,
  config: Pick<Config, 'club' | 'publicUrl'>,
): ReservationMailer {
  const club = config.club;
  const myReservations = `${config.publicUrl}/my-reservations`;
  return {
    async sendRequestAcknowledgement(to, language, request) {
      const t = TEXTS[language];
      const rendered = renderMail({
        language,
        title: t.ackTitle,
        paragraphs: [t.greeting(request.name), t.ackBody, ...stayLines(language, request)],
        action: { label: t.ackAction, url: myReservations },
        club,
      });
      await mail.enqueue({ to, language, ...rendered });
    },

    async notifyCareOfRequest(request) {
      const language = club.careLanguage;
      const t = TEXTS[language];
      const l = t.labels;
      const yesNo = (v: boolean) => (v ? l.yes : l.no);
      const travelers = request.travelers.length
        ? request.travelers.map(
            (x) =>
              `  · ${x.first_name} ${x.last_name}${x.age === 'child' ? ` (${l.child})` : ''}${x.email ? ` <${x.email}>` : ''}`,
          )
        : [`  ${l.none}`];
      const rendered = renderMail({
        language,
        title: t.careTitle(request.name),
        paragraphs: [
          t.careBody,
          ...stayLines(language, request),
          request.isMember && request.memberNumber ? `${l.member}: ${request.memberNumber}` : l.nonMember,
          `${l.email}: ${request.email}`,
          `${l.phone}: ${request.phone ?? '—'}`,
          `${l.country}: ${request.country ?? '—'}`,
          `${l.promo}: ${request.promoCode || '—'}`,
          `${l.transportation}: ${yesNo(request.addTransportation)}`,
          `${l.flexibleDates}: ${yesNo(request.flexibleDates)}`,
          `${l.flexibleDestinations}: ${yesNo(request.flexibleDestinations)}`,
          `${l.travelers}:\n${travelers.join('\n')}`,
        ],
        club,
      });
      await mail.enqueue({ to: club.careEmail, language, ...rendered });
    },

    async sendConfirmation(to, language, name, stay) {
      const t = TEXTS[language];
      const rendered = renderMail({
        language,
        title: t.confirmTitle(stay.reservationNumber),
        paragraphs: [t.greeting(name), t.confirmBody, ...stayLines(language, stay)],
        action: { label: t.ackAction, url: myReservations },
        club,
      });
      await mail.enqueue({ to, language, ...rendered });
    },

    async sendDeclined(to, language, name, stay, reason) {
      const t = TEXTS[language];
      const rendered = renderMail({
        language,
        title: t.declinedTitle,
        paragraphs: [
          t.greeting(name),
          t.declinedBody,
          ...stayLines(language, stay),
          t.declinedReason(reason),
        ],
        after: [t.declinedNext],
        club,
      });
      await mail.enqueue({ to, language, ...rendered });
    },
  };
}
