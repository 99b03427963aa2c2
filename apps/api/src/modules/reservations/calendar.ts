import { type Language, type Reservation, reservationLabel } from '@vida/shared';
import { roomTypeName } from '../../lib/room-types.ts';
import { text as catalogueText } from '../../lib/texts.ts';

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: string) => day.replaceAll('-', '');

export interface CalendarTexts {
  summary: string;
  description: string;
}

/** The event's title and description in the member's language. */
export function calendarTexts(language: Language, clubName: string, reservation: Reservation): CalendarTexts {
  return {
    summary: catalogueText(language, 'calendar.summary', { club: clubName, hotel: reservation.hotel }),
    description: catalogueText(language, 'calendar.description', {
      number: reservation.reservation_number,
      room: roomTypeName(reservation.room_type, language),
      status: catalogueText(
        language,
        `calendar.statuses.${reservationLabel(reservation.reservation_status)}`,
      ),
    }),
  };
}

/**
 * One all-day event from arrival to departure (the end date is exclusive, so the departure day is the
 * check-out morning), with a stable UID so importing the file twice updates rather than duplicates.
 */
export function reservationCalendar(
  reservation: Reservation,
  texts: CalendarTexts,
  host: string,
  now: Date = new Date(),
): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const end =
    reservation.departing_date > reservation.arriving_date
      ? reservation.departing_date
      : new Date(Date.parse(`${reservation.arriving_date}T00:00:00Z`) + 86_400_000)
          .toISOString()
          .slice(0, 10);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vida Portal//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${reservation.reservation_number}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(reservation.arriving_date)}`,
    `DTEND;VALUE=DATE:${compactDate(end)}`,
    `SUMMARY:${text(texts.summary)}`,
    `LOCATION:${text(reservation.hotel)}`,
    `DESCRIPTION:${text(texts.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
