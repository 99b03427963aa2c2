import { ReadMessagePage } from '../features/messages/pages/read-message-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/messages/{id}`: a thread that does not exist or is someone else's (the API answers 404) is not found. */
export function ReadMessageRoute() {
  return <ReadMessagePage notFound={<NotFoundPage />} />;
}

export { ReadMessageRoute as Component };
