import { dataEnvelope, FaqSchema } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { faqs } from '../src/db/schema/index.ts';
import { sanitizeHtml } from '../src/lib/sanitize-html.ts';
import { type Lang, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

async function get(url: string, lang: Lang = 'en') {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang } });
}

const list = async (lang: Lang) =>
  dataEnvelope(z.array(FaqSchema.strict())).parse((await get('/faqs', lang)).json()).data;

describe('GET /api/v1/faqs', () => {
  it('answers the same FAQs in both languages, each in its words', async () => {
    const en = await list('en');
    const es = await list('es');
    expect(en.length).toBeGreaterThan(0);
    expect(es.map((f) => f.id)).toEqual(en.map((f) => f.id));
    expect(es[0]?.question).toMatch(/^¿/);
    expect(es[0]?.question).not.toBe(en[0]?.question);
    expect(es[0]?.answer).not.toBe(en[0]?.answer);
  });

  it('serves FAQ answers sanitised, whatever the table holds', async () => {
    const [first] = await ctx.database.db
      .select({ id: faqs.id, answerEn: faqs.answerEn })
      .from(faqs)
      .orderBy(faqs.sortOrder)
      .limit(1);
    await ctx.database.db
      .update(faqs)
      .set({
        answerEn:
          '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a> <a href="https://club.example/a" target="_self" style="color:red">ok</a> <img src=x onerror=alert(3)></p>',
      })
      .where(eq(faqs.id, first?.id ?? 0));
    const answer = dataEnvelope(z.array(FaqSchema)).parse((await get('/faqs', 'en')).json()).data[0]?.answer;
    expect(answer).toBe(
      '<p>Hi x <a href="https://club.example/a" target="_blank" rel="noopener noreferrer">ok</a> </p>',
    );
    // Reference data is shared by every test of the file: put the seed's answer back.
    await ctx.database.db
      .update(faqs)
      .set({ answerEn: first?.answerEn ?? '' })
      .where(eq(faqs.id, first?.id ?? 0));
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onclick="x()" onmouseover=y class="c" style="s">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', 'a'],
    ['<a href=" JaVaScRiPt:alert(1)">a</a>', 'a'],
    ['<a href="java\tscript:alert(1)">a</a>', 'a'],
    ['<a href="data:text/html,<script>">a</a>', 'a'],
    ['<a href="http://plain.example">a</a>', 'a'],
    ['<a href="//evil.example/x">a</a>', 'a'],
    ['<a href="/\\evil.example">a</a>', 'a'],
    [
      '<a href="https://club.example/x?a=1&b=2" onclick="x">a</a>',
      '<a href="https://club.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    [
      '<a href="mailto:care@club.example">mail</a>',
      '<a href="mailto:care@club.example" rel="noopener noreferrer">mail</a>',
    ],
    [
      '<a href="/contact" target="_top">contact</a>',
      '<a href="/contact" rel="noopener noreferrer">contact</a>',
    ],
    [
      '<ul><li><b>one</b></li><li><i>two</i><br/></li></ul>',
      '<ul><li><strong>one</strong></li><li><em>two</em><br></li></ul>',
    ],
    ['<div><h3>Title</h3><span>text</span></div>', 'Titletext'],
    ['<svg><script>alert(1)</script><p>x</p></svg>', '<p>x</p>'],
    ['<style>p{}</style><iframe src="x"></iframe><p>ok', '<p>ok</p>'],
    ['<p>1 &lt; 2 &amp; "q"</p>', '<p>1 &lt; 2 &amp; "q"</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<!-- c --><p>a</p>', '<p>a</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('leaves the seeded answers’ own markup as it is (only rel added to links)', async () => {
    const { FAQS } = await import('../src/db/seed/data/faqs.ts');
    for (const faq of FAQS) {
      for (const answer of [faq.en.answer, faq.es.answer]) {
        expect(sanitizeHtml(answer)).toBe(
          answer.replaceAll(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer">'),
        );
      }
    }
  });
});
