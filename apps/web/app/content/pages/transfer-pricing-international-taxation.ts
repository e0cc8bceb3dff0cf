import { transferPricingCopy } from '#app/content/copy/services.ts';
import { type ScreenCopy, screenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = screenCopy(
  'transfer_pricing_international_taxation',
  transferPricingCopy.meta,
  transferPricingCopy.name,
);
