import { threadQueryOptions } from '../features/messages/api/messages-api.ts';
import { ReadMessagePage } from '../features/messages/pages/read-message-page.tsx';
import { currentLanguage } from '../lib/i18n.ts';
import { pageData } from '../lib/page-data.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** `/messages/{id}`: a thread that does not exist or is someone else's (the API answers 404) is not found. */
export function ReadMessageRoute() {
  return <ReadMessagePage notFound={<NotFoundPage />} />;
}

export { ReadMessageRoute as Component };

export const loader = pageData((client, { params }) => [
  client.prefetchQuery(threadQueryOptions(params.id ?? '', currentLanguage())),
]);
