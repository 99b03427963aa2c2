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
      message: 'Por ahora no se pueden hacer pagos en el portal. Llama a atención a socios, por favor.',
    });
  });
});
