import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppCode } from '@prakar/shared/permissions';
import { z } from 'zod';
import { type SigningKeys, signingKeysIn } from '#src/modules/openid/openid-signing-key.ts';

/** The web app's build output, found from this file so the server starts from any directory. */
const defaultWebBuildDir = fileURLToPath(new URL('../../web/build/client', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A whole number from `min` to `max`; `unit` names what it counts in the message. */
function boundedInteger(min: number, max: number, unit?: string) {
  const message = `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

const databaseUrlSchema = z
  .string()
  .regex(
    /^(postgres(ql)?:\/\/.+|memory:\/\/)$/,
    'must start with postgres:// or postgresql:// (or be memory:// for a throw-away database)',
  );

const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .transform((url) => new URL(url).origin);

/** true/false, a number of proxy hops, or a comma-separated list of proxy addresses. */
const trustProxySchema = z
  .string()
  .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
    message: 'must be true, false, a number of hops or a comma-separated list of addresses',
  })
  .transform((value): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((address) => address.trim());
  });

/** nodemailer reads host, port, user, password and TLS from the URL itself. */
const smtpUrlSchema = z
  .string()
  .regex(
    /^smtps?:\/\/[^\s/?#]+/,
    'must be an smtp:// or smtps:// address, such as smtp://user:pass@host:587',
  )
  .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// address');

/** `Name <address>` or a bare address; no line breaks, so it cannot add mail headers. */
const mailFromSchema = z
  .string()
  .regex(
    /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'must be an e-mail address, optionally with a name: Name <address@example.in>',
  );

export const DEFAULT_SESSION_COOKIE_NAME = 'prakar_session';
export const DEFAULT_SESSION_ABSOLUTE_HOURS = 12;
export const DEFAULT_ORDER_EXPIRY_DAYS = 7;

export const DEFAULT_MAIL_FROM = 'Prakar Tax Advisory <no-reply@prakartax.in>';

/** Where My Apps' Launch buttons go: the apps on the firm's subdomains. */
export const DEFAULT_APP_URLS: Record<AppCode, string> = {
  EPOI: 'https://epoi.prakartax.in',
  SMART_TDS: 'https://smarttds.prakartax.in',
  EFORM16: 'https://eform16.prakartax.in',
};

const appUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'must be an http:// or https:// address',
});

export const RAZORPAY_LIVE_API_BASE = 'https://api.razorpay.com';

/**
 * Razorpay with live (or Razorpay test-mode) keys, or the built-in test gateway, which moves no
 * money and makes its own keys at start.
 */
export type PaymentsConfig =
  | {
      gateway: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiBase: string;
    }
  | { gateway: 'built-in' };

const envSchema = z.object({
  PORT: boundedInteger(0, 65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrlSchema.optional(),
  PUBLIC_URL: publicUrlSchema.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  NODE_ENV: z
    .enum(['production', 'development', 'test'], {
      error: 'must be production, development or test',
    })
    .default('production'),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain name such as .prakartax.in')
    .optional(),
  SMTP_URL: smtpUrlSchema.optional(),
  MAIL_FROM: mailFromSchema.default(DEFAULT_MAIL_FROM),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, _ or - (at most 64)')
    .default(DEFAULT_SESSION_COOKIE_NAME),
  SESSION_ABSOLUTE_HOURS: boundedInteger(1, 8760, 'hours').default(DEFAULT_SESSION_ABSOLUTE_HOURS),
  ORDER_EXPIRY_DAYS: boundedInteger(1, 365, 'days').default(DEFAULT_ORDER_EXPIRY_DAYS),
  WEB_CONCURRENCY: boundedInteger(1, 64, 'processes').default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must start with redis:// or rediss://')
    .refine((value) => URL.canParse(value), 'must be a redis:// address')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 visible characters, without spaces')
    .optional(),
  PLATFORM_ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  PLATFORM_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  PLATFORM_ADMIN_TOTP_SECRET: z
    .string()
    .transform((secret) => secret.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{16,128}$/, 'must be 16 to 128 base32 letters (A-Z, 2-7)'))
    .optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay key id such as rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z
    .string()
    .min(8, 'must be the key secret from the Razorpay dashboard')
    .optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  RAZORPAY_TEST_GATEWAY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  TWO_FACTOR_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  OPENID_CLIENTS: z.string().optional(),
  OPENID_CLIENTS_FILE: z.string().min(1).optional(),
  OPENID_SIGNING_KEY: z
    .string()
    .transform((text, context) => {
      const keys = signingKeysIn(text);
      if (!keys) {
        context.addIssue({
          code: 'custom',
          message:
            'must be a private RSA key as a JWK (kty RSA, with d and kid), or a JWK Set of them with distinct kids',
        });
      }
      return keys ?? z.NEVER;
    })
    .optional(),
  OPENID_SIGNING_KEY_FILE: z.string().min(1).optional(),
  EPOI_APP_URL: appUrlSchema.default(DEFAULT_APP_URLS.EPOI),
  SMART_TDS_APP_URL: appUrlSchema.default(DEFAULT_APP_URLS.SMART_TDS),
  EFORM16_APP_URL: appUrlSchema.default(DEFAULT_APP_URLS.EFORM16),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's settings as the code reads them, made from the variables once they are valid;
 * `AppConfig` is its output, so each setting is declared here only.
 */
const configSchema = envSchema.transform((parsed) => {
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    /** The data folder (absolute once parsed); PGlite keeps its files in `<dataDir>/pglite`. */
    dataDir: parsed.DATA_DIR,
    /** A postgres:// URL, `memory://`, or undefined for PGlite in the data folder. */
    databaseUrl: parsed.DATABASE_URL,
    /** The canonical origin of the site, without a trailing slash. */
    publicUrl,
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    trustProxy: parsed.TRUST_PROXY,
    /** The web app's build output (absolute once parsed). */
    webBuildDir: parsed.WEB_BUILD_DIR ?? defaultWebBuildDir,
    cookieDomain: parsed.COOKIE_DOMAIN,
    /** Where mail is sent; undefined keeps it in the local mailbox (`/mailbox`). */
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM.trim(),
    sessionCookieName: parsed.SESSION_COOKIE_NAME,
    /** A session ends this long after sign-in, however active. */
    sessionAbsoluteHours: parsed.SESSION_ABSOLUTE_HOURS,
    /** An unpaid order from the cart expires this many days after it was placed. */
    orderExpiryDays: parsed.ORDER_EXPIRY_DAYS,
    /** Rate-limit counters go to Redis when set, else to the database. */
    redisUrl: parsed.REDIS_URL,
    /** What `/metrics` asks for as `Authorization: Bearer`; unset, only this machine may read it. */
    metricsToken: parsed.METRICS_TOKEN,
    /** Server processes sharing the port (`WEB_CONCURRENCY`); more than one needs PostgreSQL. */
    processes: processesOf(parsed),
    /**
     * When both are set, this platform administrator is ensured at start; a TOTP secret given
     * too is theirs for two-step sign-in from the start (docs/decisions/0088).
     */
    platformAdmin:
      parsed.PLATFORM_ADMIN_EMAIL && parsed.PLATFORM_ADMIN_PASSWORD
        ? {
            email: parsed.PLATFORM_ADMIN_EMAIL.toLowerCase(),
            password: parsed.PLATFORM_ADMIN_PASSWORD,
            totpSecret: parsed.PLATFORM_ADMIN_TOTP_SECRET,
          }
        : undefined,
    payments: paymentsConfig(parsed, publicUrl),
    /**
     * The key that encrypts authenticator secrets (AES-256-GCM); without it one is made in the
     * data folder (docs/decisions/0087).
     */
    twoFactorKey: twoFactorKeyOf(parsed, publicUrl),
    /** The apps that sign in through the portal (modules/openid/openid-clients.ts parses them). */
    openidClients: parsed.OPENID_CLIENTS,
    openidClientsFile: parsed.OPENID_CLIENTS_FILE,
    /**
     * Sign ID and logout tokens, the first of them (docs/decisions/0094); without either, a set
     * is made in the data folder.
     */
    openidSigningKeys: openidSigningKeyOf(parsed, publicUrl),
    openidSigningKeyFile: parsed.OPENID_SIGNING_KEY_FILE,
    appUrls: {
      EPOI: parsed.EPOI_APP_URL,
      SMART_TDS: parsed.SMART_TDS_APP_URL,
      EFORM16: parsed.EFORM16_APP_URL,
    },
  };
});

export type AppConfig = z.output<typeof configSchema>;

/** Thrown for a bad environment; its message is one line fit to print as it is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
  'PLATFORM_ADMIN_PASSWORD',
  'PLATFORM_ADMIN_TOTP_SECRET',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'TWO_FACTOR_KEY',
  'OPENID_CLIENTS',
  'OPENID_SIGNING_KEY',
]);

type ParsedEnv = z.output<typeof envSchema>;

/**
 * Live keys come as a set of three. Without them the built-in test gateway takes payments that
 * move no money, which a production site on https (a real deployment) must ask for by name, so
 * a forgotten key can never give subscriptions away.
 */
function paymentsConfig(parsed: ParsedEnv, publicUrl: string): PaymentsConfig {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = parsed;
  const webhookSecret = parsed.RAZORPAY_WEBHOOK_SECRET;
  if (keyId || keySecret || webhookSecret) {
    if (!keyId || !keySecret || !webhookSecret) {
      throw new ConfigError(
        'Invalid configuration: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together.',
      );
    }
    return {
      gateway: 'razorpay',
      keyId,
      keySecret,
      webhookSecret,
      apiBase: parsed.RAZORPAY_API_BASE ?? RAZORPAY_LIVE_API_BASE,
    };
  }
  const deployed = publicUrl.startsWith('https:') && parsed.NODE_ENV === 'production';
  if (deployed && parsed.RAZORPAY_TEST_GATEWAY !== true) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is https in production but no Razorpay keys are set. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or RAZORPAY_TEST_GATEWAY=true to take test payments that move no money.',
    );
  }
  return { gateway: 'built-in' };
}

/**
 * A real deployment (https, production) names its key, like its payment keys; a throw-away
 * database needs none, its secrets going with it.
 */
function twoFactorKeyOf(parsed: ParsedEnv, publicUrl: string): Buffer | undefined {
  if (parsed.TWO_FACTOR_KEY) return Buffer.from(parsed.TWO_FACTOR_KEY, 'base64');
  const deployed = publicUrl.startsWith('https:') && parsed.NODE_ENV === 'production';
  if (deployed && parsed.DATABASE_URL !== 'memory://') {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is https in production but TWO_FACTOR_KEY is not set. Set it to 32 random bytes in base64 (openssl rand -base64 32); it encrypts the authenticator secrets of two-step sign-in.',
    );
  }
  return undefined;
}

/**
 * A real deployment that signs anyone in to the apps names its signing key, as it does its
 * two-step key: processes on several machines must all sign with the one the apps trust.
 */
function openidSigningKeyOf(parsed: ParsedEnv, publicUrl: string): SigningKeys | undefined {
  const signsIn = parsed.OPENID_CLIENTS || parsed.OPENID_CLIENTS_FILE;
  const deployed = publicUrl.startsWith('https:') && parsed.NODE_ENV === 'production';
  const named = parsed.OPENID_SIGNING_KEY || parsed.OPENID_SIGNING_KEY_FILE;
  if (signsIn && deployed && !named && parsed.DATABASE_URL !== 'memory://') {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is https in production and OpenID clients are configured, but neither OPENID_SIGNING_KEY nor OPENID_SIGNING_KEY_FILE is set. Set one to a JWK Set of private RSA keys (docs/configuration.md, "Single sign-on").',
    );
  }
  return parsed.OPENID_SIGNING_KEY;
}

/**
 * Several processes share one port only where they can share everything else: the embedded
 * database is one process's files. The built-in test gateway keeps its records and keys in the
 * database, so it works for every process on PostgreSQL.
 */
function processesOf(parsed: ParsedEnv): number {
  const count = parsed.WEB_CONCURRENCY;
  if (count === 1) return count;
  if (!parsed.DATABASE_URL?.startsWith('postgres')) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${count} needs DATABASE_URL=postgres://…: the embedded database belongs to one process. Leave WEB_CONCURRENCY unset, or use PostgreSQL.`,
    );
  }
  return count;
}

/**
 * Reads the server's settings from an environment object. Empty values count as unset, so a
 * `.env` line like `DATABASE_URL=` means "use the default".
 */
export function parseConfig(env: Env, cwd: string = process.cwd()): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // The value helps spot a typo, except where it may hold a password.
      if (SECRET_VARIABLES.has(name)) return `${name} ${issue.message}`;
      return `${name} ${issue.message} (got ${JSON.stringify(present[name] ?? '')})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const config = result.data;
  return {
    ...config,
    dataDir: resolve(cwd, config.dataDir),
    webBuildDir: resolve(cwd, config.webBuildDir),
  };
}

/** `./data` for a folder under the working directory, the absolute path otherwise (for logs). */
export function displayPath(path: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  if (rel.startsWith('..') || isAbsolute(rel)) return path;
  return `./${rel}`;
}

/** Names the database for the startup line; never prints the URL, so never its password. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${displayPath(`${config.dataDir}/pglite`)}`;
  if (config.databaseUrl === 'memory://') return 'PGlite in memory';
  return 'PostgreSQL';
}
