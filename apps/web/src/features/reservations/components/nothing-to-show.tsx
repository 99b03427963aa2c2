import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

interface NothingToShowProps {
  title: string;
  text: string;
  /** Where the member starts again, and the button's words. */
  to: string;
  action: string;
}

/**
 * A page that shows what the previous step handed it in the navigation state, opened without it (a bookmark,
 * a new tab): why there is nothing, and the way to the step that makes it.
 */
export function NothingToShow({ title, text, to, action }: NothingToShowProps) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <PageHeader scene="reservations" width="narrow" title={title} overline={t('overline')} />
      <PageBody width="narrow">
        <EmptyState
          text={text}
          action={
            <Button component={RouterLink} to={to} variant="contained" color="gold">
              {action}
            </Button>
          }
        />
      </PageBody>
    </>
  );
}
