import { ConsentPage } from '@/features/consent/components/consent-page';

/** /consentimiento: the guardian's consent link's page (public: the guardian has no account). */
export default function ConsentRoute() {
  return <ConsentPage />;
}
