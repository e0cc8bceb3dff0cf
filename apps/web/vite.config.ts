import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The shell every page loads (header, footer, overlays, session, the page's cache of server
 * answers, the date formats the legal pages print) goes into one chunk instead of a
 * dozen small shared ones: fewer requests and better compression for the home page's JS budget.
 * Lazily loaded parts stay out of it: what only signed-in visitors need (the user menu, the
 * inactivity watch, logout), the mobile menu panel, toaster, contact panel and API client.
 */
const shellModules =
  /[\\/](apps[\\/]web[\\/]app[\\/](app-shell|components[\\/](layout[\\/](navigation-effects|prerendered-views)|nav[\\/](?!user-dropdown|user-menu|account-items|mobile-menu-panel)|footer|loading-overlay[\\/]loading-overlay-host|toasts[\\/]toaster-(host|state)|ui|contact-panel[\\/]contact-panel-store)|features[\\/]contact[\\/]contact-panel-host|lib[\\/](session[\\/](session-store|use-current-user|use-session-lifecycle|restore-session|session-cache|login-path)|query-client|api-query-key|small-store|user-record|user-permissions|storage|theme|zod-jitless|navigation|in-flight|use-once-true|page-focus|focus-return)|content[\\/]catalogue-links|start[\\/]starting-state)|packages[\\/]shared[\\/]src[\\/](routes|site|constants|dates)|node_modules[\\/]@tanstack[\\/])/;

/**
 * The building blocks nearly every page uses (sections, hero, closing call to action, cards, head
 * tags, the testimonials shared by the home and customers pages, the picture of a portal screen the
 * home and product pages show) ride in the shell: one file less for the home page costs less than
 * the few KB other pages carry unused.
 */
const contentModules =
  /[\\/]apps[\\/]web[\\/]app[\\/](components[\\/]content[\\/](section|page-hero|product-picture|cta-band|cta-link|feature-grid|link-cards|figures|testimonials)|content[\\/](page-meta|screen-copy|copy[\\/]testimonials))\.tsx?$/;

/** The further blocks of the product, service and general pages, which the home page does not use. */
const blockModules =
  /[\\/]apps[\\/]web[\\/]app[\\/](components[\\/]content[\\/](check-list|step-list|faq-list|faq-section|content-sections|content-page)|content[\\/]structured-data)\.tsx?$/;

/**
 * What the pages that talk to the API share (the client, its errors, file names,
 * the toast helper), what the pages with forms share (zod, React Hook Form, the shared schemas
 * and fields), and what the administration screens share. A few chunks instead of dozens keeps
 * React Router's route manifest, which every page loads, short.
 */
const dataModules =
  /[\\/](apps[\\/]web[\\/]app[\\/](lib[\\/](session[\\/]set-up-first|api-client|api-query|api-error|return-url|content-disposition|save-blob)|components[\\/](content[\\/]load-error|toasts[\\/]notify)))\.tsx?$/;
const formModules =
  /[\\/](node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|apps[\\/]web[\\/]app[\\/](lib[\\/](server-field-errors|use-form-submit|use-client-search-params)|components[\\/](form-field[\\/]|dialog[\\/]side-panel\.module\.css))|packages[\\/]shared[\\/]src[\\/](auth|profile|permissions|users|indian-formats|contact|careers)\.ts$)/;
/**
 * What only the signed-in administration screens use: lists, dialogs and their contracts. The
 * trail's actions and their names (audit.ts) stay with the Activity screen, which alone reads them,
 * so each new action weighs on that screen and not on the shop's pages.
 */
const portalModules =
  /[\\/](apps[\\/]web[\\/]app[\\/](lib[\\/]use-query-view|components[\\/](dialog|data-table)[\\/])|packages[\\/]shared[\\/]src[\\/]list-query\.ts$)/;

/**
 * The shop and its portal screens (cart, checkout, payment, history, subscriptions, My Apps) and
 * their contracts, in one chunk, which keeps the route manifest every visitor loads short. What
 * sign-in uses to merge the cart stays out, or the login page would load all of it, and so does
 * the header's cart count, which every page shows.
 */
const commerceFeatures =
  /[\\/]apps[\\/]web[\\/]app[\\/](features[\\/](cart|checkout|payment|transactions|subscriptions|catalogue-admin|my-apps)|lib[\\/]cart|components[\\/]commerce)[\\/]/;
/** What signing in uses to merge the cart kept on the device into the account's. */
const signInCart =
  /[\\/](apps[\\/]web[\\/]app[\\/]lib[\\/]cart[\\/](account-cart|cart-store|stored-cart-count)|packages[\\/]shared[\\/]src[\\/](cart|api[\\/]cart))\.ts$/;
const commerceContracts =
  /[\\/]packages[\\/]shared[\\/]src[\\/](orders|payments|subscriptions|transactions|gst)\.ts$/;
/**
 * What the product pages need for their plans: the rupee formats the cards print (no schemas), and
 * the catalogue's contract that fetches today's prices once the plans are in sight. Both kept
 * apart from the shop's chunk, which brings forms and dialogs with it.
 */
const priceModules =
  /[\\/](packages[\\/]shared[\\/]src[\\/](money|plan-format|plan-offers)|apps[\\/]web[\\/]app[\\/]lib[\\/]plan-format)\.ts$/;
const catalogueModules =
  /[\\/]packages[\\/]shared[\\/]src[\\/](catalogue|catalogue-lookup|rupees-input|api[\\/]catalogue)\.ts$/;
const isCommerceModule = (id: string) =>
  (commerceFeatures.test(id) && !signInCart.test(id)) || commerceContracts.test(id);

export default defineConfig({
  plugins: [reactRouter()],
  // Lightning CSS (already the minifier) compiles the CSS modules too. PostCSS's modules plugin
  // pasted each `composes: … from` file back in as one unparsed string without its origin, which
  // Vite warned about on every build (postcss-modules#173).
  css: { transformer: 'lightningcss' },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) => shellModules.test(id) || contentModules.test(id),
            },
            { name: 'blocks', test: blockModules },
            { name: 'data', test: dataModules },
            { name: 'forms', test: formModules },
            { name: 'portal', test: portalModules },
            { name: 'prices', test: priceModules },
            { name: 'catalogue', test: catalogueModules },
            { name: 'sign-in-cart', test: signInCart },
            { name: 'commerce', test: isCommerceModule },
          ],
        },
      },
    },
  },
  server: {
    // Same-origin API in development too, so cookies and the CSRF header behave as in production.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
