import './lib/zod-jitless';
import { site } from '@prakar/shared/site';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts } from 'react-router';
import type { Route } from './+types/root';
import { AppShell } from './app-shell';
import { queryClient } from './lib/query-client';
import { THEME_SCRIPT } from './lib/theme';
import { RETURNING_SCRIPT } from './start/starting-state';
import interFont from './styles/fonts/inter-variable.woff2?url';
import './styles/typeface.css';
import './styles/global.css';
import './styles/print.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head script sets `data-theme` on <html> before React runs, so React must not undo it.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: RETURNING_SCRIPT }} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b2545" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1722" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Icons for browsers, home screens and bookmarks (drawn by scripts/brand-images.mjs), and the
 * typeface, asked for with the HTML rather than after the style sheet has been read, so it usually
 * arrives before the first paint. A font preload must be a CORS request, or the browser fetches
 * the file twice.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/** The client-only shell (signed-in screens, unknown addresses) is never meant for search. */
export function meta(): Route.MetaDescriptors {
  return [
    { title: site.name },
    { name: 'description', content: site.tagline },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * What the client-only pages (signed-in screens, unknown addresses) show while their code and
 * checks run; they then render with the full shell.
 */
export function HydrateFallback() {
  return (
    <p className="visually-hidden" role="status">
      Loading
    </p>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}

/** Last resort when a screen fails to load or render: say so plainly and offer a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" style={{ padding: '3rem 1.5rem', maxWidth: '46rem', margin: '0 auto' }}>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p style={{ margin: '1rem 0' }}>
        {notFound
          ? 'The page you were looking for does not exist.'
          : 'This page could not be shown. Please reload it, or try again in a few minutes.'}
      </p>
      <a href="/home">Go to the home page</a>
    </main>
  );
}
