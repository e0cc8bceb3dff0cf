import { transferPricingCopy } from '../copy/services';
import { type ScreenCopy, screenCopy } from '../screen-copy';

export const copy: ScreenCopy = screenCopy(
  'transfer_pricing_international_taxation',
  transferPricingCopy.meta,
  transferPricingCopy.name,
);
