import { act, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, clubDay, type Language } from '@vida/shared';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { setLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { fail, serveApi } from '../../../test/api.ts';
import { enterDate, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const CONTRACT = { id: 7, number: 'SG-2022-012046', resort: 'Sea Garden' };

/** The statement's PDF, as the API sends it, under its file name; the calls record the period asked for. */
const pdf = (fileName = 'statement-SG-2022-012046.pdf') =>
  http.get(
    '*/api/v1/contracts/7/statement',
    () =>
      new HttpResponse('%PDF-1.3', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      }),
  );

async function open(language: Language = 'en') {
  await resetApp(language);
  saveSession(signedInSession());
  // Imported once i18n is up: the dialog's module registers the payment messages with it.
  const { StatementDialog } = await import('./statement-dialog.tsx');
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <StatementDialog contract={CONTRACT} open onClose={onClose} />
    </AppProviders>,
  );
  await screen.findByRole('dialog', undefined, { timeout: 10_000 });
  return { onClose, user: setupUser() };
}

describe('StatementDialog', () => {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await act(() => setLanguage('en'));
  });

  it('downloads last year’s statement under the server’s file name, then closes', async () => {
    const calls = serveApi(pdf());
    const { onClose, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Last year' }));
    expect(screen.queryByRole('group', { name: 'From' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const year = Number(clubDay(new Date()).slice(0, 4)) - 1;
    const call = calls.find((c) => c.path === '/api/v1/contracts/7/statement');
    expect(call?.url.searchParams.get('from')).toBe(`${year}-01-01`);
    expect(call?.url.searchParams.get('to')).toBe(`${year}-12-31`);
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['statement-SG-2022-012046.pdf', 'blob:statement'],
    ]);
  });

  it('asks this year so far by default', async () => {
    const calls = serveApi(pdf());
    const { onClose, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const today = clubDay(new Date());
    expect(calls[0]?.url.search).toBe(`?from=${today.slice(0, 4)}-01-01&to=${today}`);
  });

  it('checks a custom period before asking: the start after the end, and an end after today', async () => {
    const calls = serveApi(pdf());
    const { onClose, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Choose the dates' }));
    enterDate('From', '03/10/2025');
    enterDate('To', '03/01/2025');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();

    const [y, m, d] = addDays(clubDay(new Date()), 2).split('-');
    enterDate('From', '03/01/2025');
    enterDate('To', `${m}/${d}/${y}`);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText(/or an earlier day: a statement covers days that have passed/),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    enterDate('To', '03/31/2025');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.url.search).toBe('?from=2025-03-01&to=2025-03-31');
  });

  it('puts the server’s refusal under its field, in Spanish', async () => {
    serveApi(
      fail('get', '/contracts/7/statement', 400, {
        message: 'Revisa los datos marcados.',
        errors: { to: ['Un estado de cuenta cubre como máximo 5 años. Elige un periodo más corto.'] },
      }),
    );
    const { onClose, user } = await open('es');
    await user.click(screen.getByRole('radio', { name: 'Elegir las fechas' }));
    enterDate('Desde', '01/03/2025');
    enterDate('Hasta', '31/03/2025');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await screen.findByText(/cubre como máximo 5 años/);
    const to = screen.getByRole('group', { name: 'Hasta' }).closest<HTMLElement>('.MuiFormControl-root');
    if (!to) throw new Error('no field around Hasta');
    expect(within(to).getByText(/cubre como máximo 5 años/)).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByText('SG-2022-012046', { exact: false })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});
