import { LegalDocumentView } from '../components/legal-document-view.tsx';

/** `/privacy-policy` (spec sections 1 and 2). */
export function PrivacyPage() {
  return <LegalDocumentView kind="privacy" />;
}

export { PrivacyPage as Component };
