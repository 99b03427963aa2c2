import { EditProfilePage } from '../features/account/pages/edit-profile-page.tsx';
import { SavedCards } from '../features/cards/components/saved-cards.tsx';
import { creditCardsQueryOptions } from '../lib/credit-cards-query.ts';
import { pageData } from '../lib/page-data.ts';

/** Edit Profile with the saved cards beside the form (composed here: features never import each other). */
export function EditProfileRoute() {
  return <EditProfilePage SavedCards={SavedCards} />;
}

export { EditProfileRoute as Component };

export const loader = pageData((client) => [client.prefetchQuery(creditCardsQueryOptions())]);
