import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CardCheckoutRequest,
  type CreditCard,
  type Language,
  localeOf,
  type Profile,
} from '@vida/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListError } from '../../../components/ui/list-state.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { creditCardsQueryOptions } from '../../../lib/credit-cards-query.ts';
import { useDeviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { ownPath, postToProvider, rememberCheckoutOrigin } from '../../../lib/hosted-checkout.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { cardKeys } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { needsPassword, startCardCheckout, updateCard } from '../api/cards-api.ts';
import { CardBillingDialog, type CardBillingValues, type CardDialogMode } from './card-billing-dialog.tsx';
import { CardBrandMark } from './card-brand-mark.tsx';
import { CardConsentDialog } from './card-consent-dialog.tsx';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';
import { DeleteCardDialog } from './delete-card-dialog.tsx';

/** MM/YYYY in the member's locale. */
function expiryOf(card: CreditCard, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 1)));
}

const isExpired = (card: CreditCard, now = new Date()) =>
  card.exp_year * 12 + card.exp_month < now.getFullYear() * 12 + now.getMonth() + 1;

const lastFourOf = (card: CreditCard) => card.card_number.replace(/\D/g, '').slice(-4);

interface CardRowProps {
  card: CreditCard;
  language: Language;
  busy: boolean;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function CardRow({ card, language, busy, onDetails, onEdit, onDelete, onMakeDefault }: CardRowProps) {
  const { t } = useTranslation('account');
  const brand = t(`cards.brand.${card.card_type}`);
  const name = t('cards.ending', { brand, last4: lastFourOf(card) });
  const expired = isExpired(card);
  // Each action says which card it is for to a screen reader; the row shows the card once.
  const action = (label: string, onClick: () => void, disabled = false) => (
    <Button size="small" color="ink" variant="outlined" onClick={onClick} disabled={disabled || busy}>
      {label}
      <VisuallyHidden>: {name}</VisuallyHidden>
    </Button>
  );
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: card.is_default ? 'gold.main' : 'divider',
        bgcolor: card.is_default ? 'rgba(184, 137, 59, 0.06)' : 'common.white',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CardBrandMark type={card.card_type} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
              <span aria-hidden="true">
                {brand} {card.card_number}
              </span>
              <VisuallyHidden>{name}</VisuallyHidden>
            </Typography>
            {card.is_default ? (
              <Box
                component="span"
                sx={{
                  px: 1,
                  py: 0.125,
                  borderRadius: 999,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  bgcolor: 'gold.main',
                  color: 'gold.contrastText',
                }}
              >
                {t('cards.default')}
              </Box>
            ) : null}
          </Box>
          <Typography
            sx={{
              fontSize: '0.875rem',
              color: expired ? 'error.main' : 'text.secondary',
              overflowWrap: 'anywhere',
            }}
          >
            {card.card_holder_name} ·{' '}
            {t(expired ? 'cards.expired' : 'cards.expires', { date: expiryOf(card, language) })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {action(t('cards.details'), onDetails)}
        {action(t('cards.edit'), onEdit)}
        {card.is_default ? null : action(t('cards.makeDefault'), onMakeDefault, expired)}
        {action(t('cards.delete'), onDelete)}
      </Box>
    </Box>
  );
}

/** A change that waits for the password confirmation before it is tried again. */
type Pending = { kind: 'checkout'; request: CardCheckoutRequest } | { kind: 'delete'; card: CreditCard };

/**
 * The member's saved cards on Edit Profile (spec sections 2 and 4): add, edit and info dialogs, delete,
 * make default. Adding or editing goes billing form → consent → (password) → the provider's hosted page.
 */
export function SavedCards({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const cards = useQuery(creditCardsQueryOptions());
  const [search] = useSearchParams();
  // Sent here by a payment's "Add a card" (addCardPath): the add form opens at once, and the provider's reply
  // leads back to that payment rather than to the profile.
  const returnTo = ownPath(search.get('returnTo'));
  const [dialog, setDialog] = useState<CardDialogMode | null>(() =>
    returnTo && search.get('addCard') === '1' ? { kind: 'add' } : null,
  );
  const [consent, setConsent] = useState<CardCheckoutRequest | null>(null);
  const [removing, setRemoving] = useState<CreditCard | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // Why the checkout or the deletion was refused, said in its dialog rather than in a passing toast.
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const cardLabel = (card: CreditCard) =>
    t('cards.ending', { brand: t(`cards.brand.${card.card_type}`), last4: lastFourOf(card) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: cardKeys.all });
  const checkout = useMutation({
    mutationFn: startCardCheckout,
    onSuccess: ({ url, fields }) => {
      rememberCheckoutOrigin(returnTo ?? PATHS.editProfile);
      postToProvider(url, fields);
    },
    onError: (error, request) => {
      if (needsPassword(error)) {
        setConsent(null);
        setPending({ kind: 'checkout', request });
        return;
      }
      // Back in the consent dialog (after a password confirmation it had closed): the billing details are
      // kept, and agreeing again retries.
      setConsent(request);
      setCheckoutError(error.message);
    },
  });
  const change = useMutation({
    mutationFn: ({ card, update }: { card: CreditCard; update: { is_default?: true; status?: 0 } }) =>
      updateCard(card, update),
    onSuccess: ({ message }) => {
      notify('success', message);
      setRemoving(null);
      void refresh();
    },
    onError: (error, { card, update }) => {
      if (update.status !== 0) notify('error', error.message);
      else if (needsPassword(error)) setPending({ kind: 'delete', card });
      else {
        setRemoving(card);
        setDeleteError(error.message);
      }
    },
  });

  // Each add or edit is one checkout with its own fingerprint session, started as its billing form opens.
  const fingerprint = useDeviceFingerprint(dialog?.kind === 'add' || dialog?.kind === 'edit');

  const submitBilling = (values: CardBillingValues) => {
    const { is_default, ...billing } = values;
    const sessionId = fingerprint.current();
    const device = sessionId ? { device_fingerprint_id: sessionId } : {};
    const request: CardCheckoutRequest =
      dialog?.kind === 'edit'
        ? { ...billing, ...device, card_id: dialog.card.id }
        : { ...billing, ...device, is_default };
    setDialog(null);
    setConsent(request);
  };

  const retryPending = () => {
    const next = pending;
    setPending(null);
    if (next?.kind === 'checkout') checkout.mutate(next.request);
    if (next?.kind === 'delete') change.mutate({ card: next.card, update: { status: 0 } });
  };

  let list: ReactNode;
  if (cards.isPending) {
    list = (
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden="true">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  } else if (cards.isError) {
    list = <ListError message={t('cards.failed')} onRetry={cards.refetch} retrying={cards.isFetching} />;
  } else if (cards.data.length === 0) {
    list = (
      <Box
        sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, borderRadius: 1, bgcolor: 'sand.main' }}
      >
        <CreditCardOutlined aria-hidden="true" sx={{ color: 'gold.dark', fontSize: 32 }} />
        <Typography>{t('cards.empty')}</Typography>
      </Box>
    );
  } else {
    list = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {cards.data.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            language={language}
            busy={change.isPending}
            onDetails={() => setDialog({ kind: 'info', card })}
            onEdit={() => setDialog({ kind: 'edit', card })}
            onDelete={() => setRemoving(card)}
            onMakeDefault={() => change.mutate({ card, update: { is_default: true } })}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list}
      <Box>
        <Button
          variant="outlined"
          color="ink"
          startIcon={<AddCardOutlined aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('cards.add')}
        </Button>
      </Box>
      <CardBillingDialog
        mode={dialog}
        profile={profile}
        language={language}
        cardLabel={cardLabel}
        onClose={() => setDialog(null)}
        onSubmit={submitBilling}
      />
      <CardConsentDialog
        open={consent !== null}
        busy={checkout.isPending}
        error={checkoutError}
        onClose={() => {
          setConsent(null);
          setCheckoutError(null);
        }}
        onAgree={() => {
          setCheckoutError(null);
          // Stays open while the checkout starts: the page then leaves for the provider.
          if (consent) checkout.mutate(consent);
        }}
      />
      <DeleteCardDialog
        card={removing}
        cardLabel={cardLabel}
        busy={change.isPending}
        error={deleteError}
        onClose={() => {
          setRemoving(null);
          setDeleteError(null);
        }}
        onConfirm={(card) => {
          setDeleteError(null);
          change.mutate({ card, update: { status: 0 } });
        }}
      />
      <ConfirmPasswordDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirmed={retryPending}
      />
    </Box>
  );
}
