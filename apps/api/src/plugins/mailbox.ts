import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { createMailRepo } from '../lib/mail/mail.repo.ts';
import { MAIL_RETENTION_DAYS } from '../lib/mail/retention.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const IdParams = z.object({ id: z.coerce.number().int().positive() });

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;width:100%}' +
  'th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd;font-size:14px}a{color:#0b57d0}';

/**
 * The developers' mailbox (never registered in production): every message of the outbox, newest first,
 * and each message as its recipient would see it. Without SMTP every message is `kept` whole; with SMTP a
 * delivered message that carried a link or code shows the notice that replaced its body.
 */
export const mailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const repo = createMailRepo(db);

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await repo.list(200);
    const body = rows
      .map(
        (r) =>
          `<tr><td>${r.id}</td><td>${escapeHtml(new Date(r.createdAt).toISOString())}</td><td>${escapeHtml(r.to)}</td>` +
          `<td>${r.language}</td><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td>` +
          `<td>${r.status}${r.lastError ? ` (${escapeHtml(r.lastError)})` : ''}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title><style>${PAGE_STYLE}</style></head>` +
          `<body><h1>Mailbox</h1><p>${rows.length} message(s), newest first. Delivered messages that carried a ` +
          `one-time link or code show only a notice; sent messages are deleted after ${MAIL_RETENTION_DAYS} days.</p>` +
          `<table><thead><tr><th>#</th><th>Created</th><th>To</th><th>Lang</th><th>Subject</th><th>Status</th></tr></thead>` +
          `<tbody>${body}</tbody></table></body></html>`,
      );
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    const mail = params.success ? await repo.find(params.data.id) : undefined;
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    const banner =
      `<div style="font-family:system-ui,sans-serif;font-size:13px;padding:8px 12px;background:#fff8d6;border-bottom:1px solid #e0d28a;">` +
      `<a href="/dev/mailbox">← Mailbox</a> · To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.subject)} · ${mail.status} · ` +
      `<a href="/dev/mailbox/${mail.id}/text">plain text</a></div>`;
    const html = mail.html.replace(/<body([^>]*)>/i, (tag) => `${tag}${banner}`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get('/dev/mailbox/:id/text', { schema: { hide: true } }, async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    const mail = params.success ? await repo.find(params.data.id) : undefined;
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(mail.text);
  });
};
