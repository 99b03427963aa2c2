import { ClubSchema, dataEnvelope } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { bearer, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp({ PAYMENTS_ENABLED: 'false' });

describe('PAYMENTS_ENABLED=false', () => {
  it('refuses payments with a clear code in the caller’s language', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment',
      headers: { ...bearer(access_token, 'es'), 'idempotency-key': 'disabled-key-0001' },
      payload: { order_amount: '10.00', contract_id: 1, card_id: 1, cvv: '123', paymentType: 'down' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'payments_disabled',
      message: 'Por ahora no se pueden hacer pagos en el portal. Llama a Atención a Socios, por favor.',
    });
  });

  it('tells the web through GET /club, which every member page reads, so it invites no payment', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/club' });
    expect(response.statusCode).toBe(200);
    expect(dataEnvelope(ClubSchema).parse(response.json()).data.payments_enabled).toBe(false);
  });
});
