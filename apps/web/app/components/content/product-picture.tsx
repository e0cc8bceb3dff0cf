/**
 * A screen of the customer portal, photographed with demo data by `npm run screenshots -w
 * @prakar/web` into `public/screens/<name>-<width>.<format>`, and as a phone draws it into
 * `<name>-phone-<width>.<format>` (docs/decisions/0047).
 */
export interface PortalScreen {
  name: 'subscriptions' | 'transactions' | 'users' | 'access-control';
  /** What the screen shows, for those who do not see it. */
  alt: string;
}

const srcSet = (file: string, widths: readonly number[], format: string) =>
  widths.map((width) => `/screens/${file}-${width}.${format} ${width}w`).join(', ');

/** Where the phone's own photograph replaces the laptop's, which would be too small to read. */
const PHONE = '(max-width: 40rem)';

/**
 * The screen as AVIF, else WebP, at the width the layout needs (`sizes`), with its width and
 * height (16:10, 2:3 on a phone) so nothing moves while it loads.
 */
export function ProductPicture({ screen, sizes }: { screen: PortalScreen; sizes: string }) {
  const phone = `${screen.name}-phone`;
  return (
    <picture>
      {['avif', 'webp'].map((format) => (
        <source
          key={`phone-${format}`}
          media={PHONE}
          type={`image/${format}`}
          srcSet={srcSet(phone, [360, 720], format)}
          sizes="100vw"
          width={720}
          height={1080}
        />
      ))}
      {['avif', 'webp'].map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSet(screen.name, [640, 1200], format)}
          sizes={sizes}
        />
      ))}
      <img src={`/screens/${screen.name}-640.webp`} alt={screen.alt} width={1200} height={750} />
    </picture>
  );
}
