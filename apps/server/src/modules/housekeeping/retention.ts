const DAY_MS = 24 * 3_600_000;

/**
 * A session's row is kept a day past its absolute end (12 hours after sign-in), revoked or not.
 * Nothing reads an ended session: a request carrying its token is refused as an unknown one is,
 * and sign-ins and sign-outs stay in the activity log, which is never cleaned.
 */
export const ENDED_SESSION_KEPT_MS = DAY_MS;

/**
 * An e-mailed link's row (verification, password reset, invitation) is kept 30 days past its
 * expiry. Until then, someone clicking an old link is told it was already used or has expired,
 * and what to do next, rather than that it is not valid. A link is used before it expires, so a
 * used link answers "already used" for at least 30 days after its use.
 */
export const EMAIL_LINK_KEPT_MS = 30 * DAY_MS;
