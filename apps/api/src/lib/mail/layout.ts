import { type CareHours, formatDays, formatHoursRange, isOpen, type Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { text } from '../texts.ts';

export interface MailAction {
  label: string;
  url: string;
}

export interface RenderMailInput {
  language: Language;
  title: string;
  /** Plain paragraphs (escaped); or `bodyHtml` for a body a feature builds itself. */
  paragraphs?: string[];
  bodyHtml?: string;
  /** A block shown large in the middle of the message (a verification code). */
  highlight?: string;
  action?: MailAction;
  /** Plain paragraphs after the action (e.g. "if you did not ask for this…"). */
  after?: string[];
  club: Config['club'];
  /**
   * The message carries a one-time link or code (verification, password reset, e-mail confirmation, staff
   * set-password): the outbox replaces its body with a notice once it has been delivered.
   */
  carriesSecret?: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  carriesSecret: boolean;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Monday – Friday 9 AM – 8 PM CST" lines for the footer, worded as the contact page words them. */
export function careHoursLines(language: Language, hours: CareHours[], timeZone: string): string[] {
  return hours.map((h) =>
    isOpen(h)
      ? `${formatDays(h.days, language)} ${formatHoursRange(h, language)} ${timeZone}`
      : `${formatDays(h.days, language)}: ${text(language, 'mail.footer.closed')}`,
  );
}

const GOLD = '#b08d57';
const INK = '#1f1f1f';

/**
 * The one layout every portal e-mail uses: the club's name on a black band, the title, the body, an
 * optional button, and a footer with customer care's phone and hours. Table layout and inline styles,
 * because that is what mail clients render; a plain-text twin for clients that show no HTML.
 */
export function renderMail(input: RenderMailInput): RenderedMail {
  const { language, title, club } = input;
  const footer = {
    care: text(language, 'mail.footer.care'),
    hours: text(language, 'mail.footer.hours'),
    automatic: text(language, 'mail.footer.automatic'),
  };
  const paragraphs = input.paragraphs ?? [];
  const after = input.after ?? [];
  const hours = careHoursLines(language, club.careHours, club.careTimeZone);
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${INK};">${escapeHtml(text)}</p>`;

  const body = input.bodyHtml ?? paragraphs.map(p).join('');
  const highlight = input.highlight
    ? `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 24px;border:1px solid ${GOLD};border-radius:6px;font-size:30px;letter-spacing:8px;font-weight:700;color:${INK};font-family:'Courier New',monospace;">${escapeHtml(input.highlight)}</span></p>`
    : '';
  const action = input.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${INK};"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(input.action.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#555555;word-break:break-all;">${escapeHtml(input.action.url)}</p>`
    : '';

  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1ec;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#000000;padding:20px 32px;"><span style="font-family:Georgia,serif;font-size:22px;letter-spacing:2px;color:${GOLD};">${escapeHtml(club.name.toUpperCase())}</span></td></tr>
<tr><td style="padding:32px 32px 8px;">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-size:24px;font-weight:normal;color:${INK};">${escapeHtml(title)}</h1>
${body}${highlight}${action}${after.map(p).join('')}
</td></tr>
<tr><td style="padding:20px 32px 28px;border-top:1px solid #e6e0d6;font-size:13px;line-height:1.6;color:#555555;">
<strong style="color:${INK};">${escapeHtml(club.name)}</strong><br>
${escapeHtml(footer.care)}: <a href="tel:${escapeHtml(club.carePhone.replace(/[^\d+]/g, ''))}" style="color:${INK};">${escapeHtml(club.carePhone)}</a><br>
${escapeHtml(footer.hours)}:<br>
${hours.map((h) => `&nbsp;&nbsp;${escapeHtml(h)}<br>`).join('\n')}
<span style="color:#777777;">${escapeHtml(footer.automatic)}</span>
</td></tr>
</table></td></tr></table>
</body></html>
`;

  const textParts = [
    title,
    '',
    ...(input.bodyHtml !== undefined ? [stripHtml(input.bodyHtml)] : paragraphs.flatMap((x) => [x, ''])),
    ...(input.highlight ? [input.highlight, ''] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...after.flatMap((x) => [x, '']),
    '--',
    club.name,
    `${footer.care}: ${club.carePhone}`,
    `${footer.hours}:`,
    ...hours.map((h) => `  ${h}`),
    footer.automatic,
  ];
  return {
    subject: title,
    html,
    text: `${textParts.join('\n')}\n`,
    carriesSecret: input.carriesSecret === true,
  };
}

function stripHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .trim();
}
