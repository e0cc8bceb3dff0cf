/**
 * A screen of the customer portal, photographed with demo data by `npm run screenshots -w
 * @prakar/web` into `public/screens/<name>-<width>.<format>` (docs/decisions/0047).
 */
export interface PortalScreen {
  name: 'subscriptions' | 'transactions' | 'users' | 'access-control';
  /** What the screen shows, for those who do not see it. */
  alt: string;
}

const srcSet = (name: string, format: string) =>
  `/screens/${name}-640.${format} 640w, /screens/${name}-1200.${format} 1200w`;

/**
 * The screen as AVIF, else WebP, at the width the layout needs (`sizes`), with its width and
 * height (16:10) so nothing moves while it loads.
 */
export function ProductPicture({ screen, sizes }: { screen: PortalScreen; sizes: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(screen.name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(screen.name, 'webp')} sizes={sizes} />
      <img src={`/screens/${screen.name}-640.webp`} alt={screen.alt} width={1200} height={750} />
    </picture>
  );
}
