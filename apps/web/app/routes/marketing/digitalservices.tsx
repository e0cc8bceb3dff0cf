import { OfferingPage } from '../../components/layout/offering-page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/digitalservices';

export const meta = () => pageMeta(copy);

export default function DigitalServicesPage() {
  return <OfferingPage copy={copy} kind="service" name="Digital services" />;
}
