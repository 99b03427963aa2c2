import * as z from 'zod';
import { ContractSchema } from './profile.ts';

/** `GET /user_contracts`: every contract of the member (all statuses; the contracts page hides Cancelled). */
export const ContractListSchema = z.array(ContractSchema);
export type ContractList = z.infer<typeof ContractListSchema>;
