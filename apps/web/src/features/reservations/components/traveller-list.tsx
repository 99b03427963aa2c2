import PersonAdd from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  canAddTraveller,
  LIMITS,
  type TravellerAction,
  type TravellersState,
  type TravellerValues,
} from '@vida/shared';
import { type Dispatch, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';
import { TravellerEntryCard } from './traveller-entry.tsx';

interface TravellerListProps {
  travellers: TravellersState;
  dispatch: Dispatch<TravellerAction>;
  /** The entry that takes focus (after edit, delete, or a submit with one still open). */
  focusKey: string | null;
  onFocus: (key: string) => void;
}

/** The additional travellers of a request (spec section 2): entries to add, edit and remove, up to the limit. */
export function TravellerList({ travellers, dispatch, focusKey, onFocus }: TravellerListProps) {
  const { t } = useTranslation('reservations');
  const draft = useCallback(
    (key: string, values: TravellerValues) => dispatch({ type: 'draft', key, values }),
    [dispatch],
  );
  return (
    <Box component="section" aria-labelledby="summary-travellers" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="summary-travellers" component="h3" variant="h5" sx={{ fontWeight: 600 }}>
          {t('summary.travellers')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('summary.travellersHelp', { max: LIMITS.maxAdditionalTravellers })}
        </Typography>
      </Box>
      {travellers.entries.length === 0 ? (
        <Typography sx={{ fontStyle: 'italic' }}>{t('summary.noTravellers')}</Typography>
      ) : null}
      {travellers.entries.map((entry, index) => (
        <TravellerEntryCard
          key={`${entry.key}:${entry.show}`}
          entry={entry}
          index={index}
          focus={focusKey === entry.key}
          onSave={(values) => dispatch({ type: 'save', key: entry.key, values })}
          onEdit={() => {
            dispatch({ type: 'edit', key: entry.key });
            onFocus(entry.key);
          }}
          onDelete={() => {
            dispatch({ type: 'delete', key: entry.key });
            onFocus(entry.key);
          }}
          onCancel={() => dispatch({ type: 'cancel', key: entry.key })}
          onRemove={() => dispatch({ type: 'remove', key: entry.key })}
          onDraft={(values) => draft(entry.key, values)}
        />
      ))}
      <Box>
        <ReasonedButton
          variant="outlined"
          color="ink"
          startIcon={<PersonAdd />}
          disabled={!canAddTraveller(travellers.entries.length)}
          reason={t('summary.travellersFull', { count: LIMITS.maxAdditionalTravellers })}
          onClick={() => dispatch({ type: 'add' })}
        >
          {t('summary.addTraveller')}
        </ReasonedButton>
      </Box>
    </Box>
  );
}
