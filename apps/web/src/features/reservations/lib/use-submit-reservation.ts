import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PrimaryTraveller,
  type ReservationRequested,
  type StayForm,
  type TravellersState,
  travelersPayload,
} from '@vida/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { clearStoredReservation } from '../../../lib/storage.ts';
import { requestReservation, reservationKeys } from '../api/reservations-api.ts';

/** API field names of the primary traveller, mapped back onto the form's. */
const PRIMARY_FIELDS: Record<string, keyof PrimaryTraveller> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  country: 'country',
};

interface SubmitInput {
  stay: StayForm;
  isMember: boolean;
  addTransportation: boolean;
  travellers: TravellersState;
  primary: UseFormReturn<PrimaryTraveller>;
  /** Moves focus to a traveller entry still open when the member sends. */
  onFocusTraveller: (key: string) => void;
}

/**
 * Sending the request (spec section 2): refused while a traveller entry is still open, checks the
 * non-member's details, and on success forgets the stored draft and refreshes the reservation lists. Field
 * messages of a 400 go under the primary traveller's fields.
 */
export function useSubmitReservation(input: SubmitInput) {
  const { stay, isMember, addTransportation, travellers, primary, onFocusTraveller } = input;
  const queryClient = useQueryClient();
  const [unsaved, setUnsaved] = useState(false);
  const [done, setDone] = useState<ReservationRequested | null>(null);

  // One key per attempt: a retry after a lost answer is answered with the first request's result.
  const idempotency = useIdempotencyKey();
  const send = useMutation({
    mutationFn: (values: PrimaryTraveller | null) =>
      requestReservation(
        {
          is_member: isMember,
          ...(values
            ? {
                first_name: values.firstName,
                last_name: values.lastName,
                email: values.email,
                phone: values.phone,
                country: values.country,
              }
            : {}),
          destination: Number(stay.destination),
          arriving_date: stay.arrivingDate,
          departing_date: stay.departingDate,
          guests: stay.guests,
          unit_type: stay.unitType,
          promo_code: stay.promoCode,
          add_transportation: addTransportation,
          flexible_dates: stay.flexibleDates,
          flexible_destinations: stay.flexibleDestination,
          travelers: travelersPayload(travellers.entries),
        },
        idempotency.key,
      ),
    onSuccess: (created) => {
      idempotency.renew();
      clearStoredReservation();
      setDone(created);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
    onError: (error) => {
      if (!answerLost(error)) idempotency.renew();
      applyServerErrors(error, primary.setError, PRIMARY_FIELDS);
    },
  });

  const submit = async () => {
    setUnsaved(false);
    const pending = travellers.entries.find((e) => e.isNew);
    const valid = isMember ? true : await primary.trigger();
    if (pending) {
      setUnsaved(true);
      onFocusTraveller(pending.key);
      return;
    }
    if (!valid) return;
    send.mutate(isMember ? null : primary.getValues());
  };

  return { submit, unsaved, done, failure: send.error, isPending: send.isPending };
}
