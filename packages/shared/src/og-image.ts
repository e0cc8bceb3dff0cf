/** Every page's sharing card has this size; the build draws one per public page (ADR 0038). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** A page's own sharing card: `/og/E-poi.png`. */
export function ogImagePath(route: string): string {
  return `/og/${route}.png`;
}
