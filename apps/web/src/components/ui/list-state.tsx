import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert.tsx';

/**
 * The states every list of the portal and the care desk shows the same way: loading, failed with a way to ask
 * again, empty, and the list itself. A page names its own texts; the look and the behaviour live here.
 */

interface ListLoadingProps {
  /** How many placeholder rows, and how tall each is (the height of a row of the list once it is in). */
  rows?: number;
  height?: number;
}

/** Placeholder rows while a list loads, announced as busy. */
export function ListLoading({ rows = 3, height = 76 }: ListLoadingProps) {
  const { t } = useTranslation('common');
  return (
    <Box aria-busy="true" aria-label={t('loading')} sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

interface ListErrorProps {
  /** What could not be loaded, in the page's words; "We could not load this list." when none is given. */
  message?: ReactNode;
  onRetry: () => unknown;
  /** While the list is asked for again, the button waits. */
  retrying?: boolean;
}

/** A list that could not be loaded: what failed, and "Try again". */
export function ListError({ message, onRetry, retrying = false }: ListErrorProps) {
  const { t } = useTranslation('common');
  return (
    <FormAlert severity="error">
      {message ?? t('list.loadError')}{' '}
      <Button
        size="small"
        variant="outlined"
        color="ink"
        onClick={() => void onRetry()}
        disabled={retrying}
        sx={{ ml: 0.5, mt: { xs: 1, sm: 0 } }}
      >
        {t('list.retry')}
      </Button>
    </FormAlert>
  );
}

type ListQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;

interface ListNotReadyProps<T> {
  query: ListQuery<T>;
  /** The page's words for a failed load. */
  errorMessage?: ReactNode;
  loading?: ReactNode;
}

/**
 * A list whose answer is not in yet: loading, or failed with "Try again". For a page that lays its list out
 * itself (`if (query.data === undefined) return <ListNotReady query={query} />`).
 */
export function ListNotReady<T>({ query, errorMessage, loading }: ListNotReadyProps<T>) {
  if (query.isError) {
    return <ListError message={errorMessage} onRetry={query.refetch} retrying={query.isFetching} />;
  }
  return <>{loading ?? <ListLoading />}</>;
}

interface ListStateProps<T> extends ListNotReadyProps<T> {
  /** The list's empty state (usually an `EmptyState`); shown when `isEmpty` says the answer lists nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One list's loading, error-with-retry, empty and loaded states from its query. A failed request never leaves
 * a blank page: an answer kept from before stays on screen (a failed refetch is not the member's problem);
 * without one, the error and its retry take the list's place.
 */
export function ListState<T>({ query, empty, isEmpty, errorMessage, loading, children }: ListStateProps<T>) {
  if (query.data === undefined) {
    return <ListNotReady query={query} errorMessage={errorMessage} loading={loading} />;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
