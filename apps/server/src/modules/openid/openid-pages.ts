import type { KoaContextWithOIDC } from 'oidc-provider';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b2330;background:#f6f7f9}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}button{font:inherit;min-height:44px;padding:0 1rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1f4f8f;cursor:pointer}
.primary{background:#1f4f8f;color:#fff}.secondary{background:#fff;color:#1f4f8f}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
a{color:#1f4f8f}`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Prakar Tax Advisory</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** RP-initiated logout asks first, so a link on another site cannot sign anyone out. */
export async function renderLogoutConfirmation(ctx: KoaContextWithOIDC, form: string) {
  const app = ctx.oidc.client?.clientName;
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of the portal?</h1>
<p>${app ? `${escapeHtml(String(app))} asked to sign you out. ` : ''}Signing out also signs you out of the firm’s other apps.</p>
${form}
<button class="primary" type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

export async function renderLoggedOut(ctx: KoaContextWithOIDC) {
  ctx.type = 'html';
  ctx.body = page(
    'Signed out',
    '<h1>You are signed out</h1><p><a href="/login">Sign in again</a></p>',
  );
}

/** A refused sign-in request (an unknown app, an address it may not return to) says so plainly. */
export async function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
) {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in refused',
    `<h1>This sign-in cannot go on</h1><p>${escapeHtml(out.error_description ?? out.error)}</p><p><a href="/product-dashboard">Back to My Apps</a></p>`,
  );
}
