/** FAQs (`GET /faqs`, and in the profile): question and answer in the request language; answers are HTML. */
import * as z from 'zod';

export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
