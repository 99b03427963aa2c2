import * as z from 'zod';

/** Every error the API sends (ARCHITECTURE.md rule 4). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.union([z.number(), z.string()]).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every success the API sends: `{ data: … }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
