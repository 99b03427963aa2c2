import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CreditCard, Language } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { localeOf } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { creditCardsQueryOptions } from '../api/profile-api.ts';
import { CardBrandMark } from './card-brand-mark.tsx';

/** MM/YYYY in the member's locale. */
function expiryOf(card: CreditCard, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 1)));
}

function CardRow({ card, language }: { card: CreditCard; language: Language }) {
  const { t } = useTranslation('account');
  const last4 = card.card_number.replace(/\D/g, '').slice(-4);
  const brand = t(`cards.brand.${card.card_type}`);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: card.is_default ? 'gold.main' : 'divider',
        bgcolor: card.is_default ? 'rgba(184, 137, 59, 0.06)' : 'common.white',
      }}
    >
      <CardBrandMark type={card.card_type} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
            <span aria-hidden="true">
              {brand} {card.card_number}
            </span>
            <VisuallyHidden>{t('cards.ending', { brand, last4 })}</VisuallyHidden>
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
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {card.card_holder_name} · {t('cards.expires', { date: expiryOf(card, language) })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The member's saved cards, read-only here (adding and editing come with payments). */
export function SavedCards() {
  const { t, i18n } = useTranslation('account');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const cards = useQuery(creditCardsQueryOptions());
  if (cards.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden="true">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  }
  if (cards.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography>{t('cards.failed')}</Typography>
        <Button variant="outlined" color="ink" onClick={() => void cards.refetch()}>
          {t('cards.retry')}
        </Button>
      </Box>
    );
  }
  if (cards.data.length === 0) {
    return (
      <Box
        sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, borderRadius: 2, bgcolor: 'sand.main' }}
      >
        <CreditCardOutlined aria-hidden="true" sx={{ color: 'gold.dark', fontSize: 32 }} />
        <Typography>{t('cards.empty')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {cards.data.map((card) => (
        <CardRow key={card.id} card={card} language={language} />
      ))}
    </Box>
  );
}
