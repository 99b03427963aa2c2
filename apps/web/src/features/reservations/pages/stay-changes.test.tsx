import { screen, waitFor, within } from '@testing-library/react';
import { addDays, clubDay, ReservationSchema, StayChangeRequestedSchema } from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { saveSession } from '../../../lib/session.ts';
import { answer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import {
  clubOf,
  enterDate,
  profileOf,
  renderRoutes,
  resetApp,
  signedInSession,
} from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const day = (offset: number) => addDays(clubDay(new Date()), offset);
/** `YYYY-MM-DD` as the English date field shows it. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const STAY = {
  reservation_id: 7,
  reservation_number: 'VR-2031-0007',
  reservation_status: 2,
  hotel: 'Vidanta Riviera Maya',
  hotel_id: 2,
  arriving_date: day(40),
  departing_date: day(45),
  number_of_adults: 2,
  number_of_children: 0,
  guest: 'Ana García',
  room_type: 'One Bedroom Suite',
};
const SOON = {
  ...STAY,
  reservation_id: 8,
  reservation_number: 'VR-SOON',
  arriving_date: day(5),
  departing_date: day(8),
};

function api(stays: () => z.input<typeof ReservationSchema>[], ...handlers: Parameters<typeof serveApi>) {
  // The stays before memberBasics, whose own reservation list (empty) would answer first.
  return serveApi(
    ...handlers,
    answer('get', '/user_reservations/all', z.array(ReservationSchema), stays),
    ...memberBasics({
      profile: profileOf({}),
      club: clubOf({ care_phone: '800 555 0100', stay_cancel_cutoff_days: 14 }),
    }),
  );
}

describe('changing or cancelling a stay', { timeout: 45_000 }, () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('asks for new dates and room type with a reason, then shows the stay as change requested', async () => {
    let pending: 'change' | null = null;
    const calls = api(
      () => [{ ...STAY, pending_change: pending }],
      answer(
        'post',
        '/reservations/7/changes',
        StayChangeRequestedSchema,
        () => {
          pending = 'change';
          return { id: 3, kind: 'change' as const };
        },
        201,
      ),
    );
    const user = setupUser();
    renderRoutes(routes, PATHS.myReservations);
    await user.click(
      await screen.findByRole('button', { name: 'Change dates or room: VR-2031-0007' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change your stay' }, { timeout: 8000 });
    expect(within(dialog).getByText(/Customer Care answers within 3 days/)).toBeTruthy();

    // Nothing chosen: the shared schema's messages, under the fields.
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the change' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBeGreaterThan(0);

    enterDate('New arrival', shown(day(50)));
    enterDate('New departure', shown(day(54)));
    await user.selectOptions(within(dialog).getByLabelText(/^Room type/), 'two_bedroom');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'School exams that week.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the change' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST');
    await waitFor(() =>
      expect(sent?.body).toEqual({
        kind: 'change',
        arriving_date: day(50),
        departing_date: day(54),
        unit_type: 'two_bedroom',
        reason: 'School exams that week.',
      }),
    );
    expect(await screen.findByText('Change requested')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change dates or room/ })).toBeNull();
  });

  it('shows the cut-off before asking, and past it says to call customer care instead', async () => {
    api(() => [STAY, SOON]);
    const user = setupUser();
    renderRoutes(routes, PATHS.myReservations);
    const soon = await screen.findByRole('button', { name: 'Cancel stay: VR-SOON' }, { timeout: 8000 });
    expect((soon as HTMLButtonElement).disabled).toBe(true);
    expect(soon.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(soon.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      'Stays that start within 14 days are canceled by phone: call Customer Care at 800 555 0100.',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel stay: VR-2031-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your stay' }, { timeout: 8000 });
    expect(
      within(dialog).getByText(/You can cancel online until .* \(14 days before arrival\)/),
    ).toBeTruthy();
  });

  it('says why the API refused (a request already waiting) and keeps the reason typed', async () => {
    api(
      () => [STAY],
      fail('post', '/reservations/7/changes', 409, {
        message: 'This stay already has a change or cancellation waiting for customer care.',
        code: 'stay_change_pending',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, PATHS.myReservations);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel stay: VR-2031-0007' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your stay' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'We cannot travel.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to cancel' }));
    expect(
      await within(dialog).findByText(
        'This stay already has a change or cancellation waiting for customer care.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('We cannot travel.');
  });
});
