import { LegalDocumentView } from '../components/legal-document-view.tsx';

/** `/terms-and-conditions` (spec sections 1 and 2). */
export function TermsPage() {
  return <LegalDocumentView kind="terms" />;
}

export { TermsPage as Component };
