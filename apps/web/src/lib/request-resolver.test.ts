// @vitest-environment node
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestResolver } from './request-resolver.ts';

const Request = z.object({
  hotel_id: z.number().int().positive('validation_invalid'),
  total: z.number().positive('validation_amount_positive'),
});
interface Values {
  hotel_id: string;
}
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('requestResolver', () => {
  const resolver = requestResolver(Request, (values: Values) => ({
    hotel_id: Number(values.hotel_id),
    total: 0,
  }));

  it('puts an issue under the form field it names, and one the form has no field for under root', async () => {
    const result = await resolver({ hotel_id: 'x' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      hotel_id: { type: 'invalid_type', message: expect.any(String) },
      root: { total: { type: 'too_small', message: 'validation_amount_positive' } },
    });
  });

  it('hands the submit the parsed request when the rule accepts it', async () => {
    const accepting = requestResolver(Request, (values: Values) => ({
      hotel_id: Number(values.hotel_id),
      total: 5,
    }));
    expect(await accepting({ hotel_id: '3' }, undefined, options)).toEqual({
      values: { hotel_id: 3, total: 5 },
      errors: {},
    });
  });
});
