/** The desk's queue of members' stay changes and cancellations (issue 26), and its two decisions. */
import { queryOptions } from '@tanstack/react-query';
import { type CareStayChange, CareStayChangeSchema } from '@vida/shared';
import { z } from 'zod';
import { careRequest } from '../lib/staff-session.ts';

const Message = z.object({ message: z.string() });

export const stayChangesQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'stay-changes'],
    queryFn: () =>
      careRequest<CareStayChange[]>('/care/stay-changes', { parse: z.array(CareStayChangeSchema).parse }),
  });

export const confirmStayChange = (id: number) =>
  careRequest(`/care/stay-changes/${id}/confirm`, { method: 'POST', envelope: true, parse: Message.parse });

export const declineStayChange = (id: number, reason: string) =>
  careRequest(`/care/stay-changes/${id}/decline`, {
    method: 'POST',
    body: { reason },
    envelope: true,
    parse: Message.parse,
  });
