import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, displayPath, parseConfig } from './config.ts';

const TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64');

describe('parseConfig', () => {
  it('fills in the documented defaults', () => {
    const config = parseConfig({}, '/srv/prakar');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/prakar/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      nodeEnv: 'production',
      trustProxy: false,
      cookieDomain: undefined,
      orderExpiryDays: 7,
      processes: 1,
    });
    expect(config.webBuildDir).toMatch(/apps\/web\/build\/client$/);
  });

  it('reads good values', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/prakar',
        DATABASE_URL: 'postgres://app:secret@db:5432/prakar',
        PUBLIC_URL: 'https://www.prakartax.in/',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        TRUST_PROXY: '2',
        WEB_BUILD_DIR: 'dist/web',
        COOKIE_DOMAIN: '.prakartax.in',
        ORDER_EXPIRY_DAYS: '3',
      },
      '/srv/prakar',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/prakar',
      databaseUrl: 'postgres://app:secret@db:5432/prakar',
      publicUrl: 'https://www.prakartax.in',
      logLevel: 'warn',
      nodeEnv: 'development',
      trustProxy: 2,
      webBuildDir: '/srv/prakar/dist/web',
      cookieDomain: '.prakartax.in',
      orderExpiryDays: 3,
    });
  });

  it('defaults PUBLIC_URL to the chosen port and treats empty values as unset', () => {
    const config = parseConfig({ PORT: '4100', DATABASE_URL: '', TRUST_PROXY: 'true' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(true);
  });

  it('accepts a list of proxy addresses', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'ftp://prakartax.in'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'maybe'],
    ['COOKIE_DOMAIN', 'not a domain'],
    ['MAIL_FROM', 'Prakar <no-reply>'],
    ['MAIL_FROM', 'a@b.in\r\nBcc: x@y.in'],
    ['ORDER_EXPIRY_DAYS', '0'],
    ['ORDER_EXPIRY_DAYS', '2.5'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      parseConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });

  it('names a bad DATABASE_URL without echoing it (it may hold a password)', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://app:secret@db/prakar' })).toThrow(
      /^Invalid configuration: DATABASE_URL must start with postgres:\/\//,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://app:secret@db/prakar' })).not.toThrow(
      /secret/,
    );
  });
});

describe('mail settings', () => {
  it('keeps mail in the local mailbox unless SMTP_URL is set', () => {
    expect(parseConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Prakar Tax Advisory <no-reply@prakartax.in>',
    });
  });

  it('reads smtp:// and smtps:// addresses and a sender', () => {
    for (const url of ['smtp://mailer:secret@smtp.example.in:587', 'smtps://smtp.example.in']) {
      expect(parseConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    }
    expect(parseConfig({ MAIL_FROM: 'alerts@prakartax.in' }).mailFrom).toBe('alerts@prakartax.in');
  });

  it('names a bad SMTP_URL without echoing it (it may hold a password)', () => {
    for (const url of ['http://mailer:secret@smtp.example.in', 'smtp.example.in:587']) {
      expect(() => parseConfig({ SMTP_URL: url })).toThrow(
        /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/,
      );
      expect(() => parseConfig({ SMTP_URL: url })).not.toThrow(/secret/);
    }
  });
});

describe('metrics access', () => {
  it('reads METRICS_TOKEN, and names a weak one without echoing it', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: 'scrape-7Kq2vX9pLm4Rt8Wz' }).metricsToken).toBe(
      'scrape-7Kq2vX9pLm4Rt8Wz',
    );
    for (const token of ['short-secret', 'has a space in it somewhere']) {
      expect(() => parseConfig({ METRICS_TOKEN: token })).toThrow(
        /^Invalid configuration: METRICS_TOKEN must be 16 to 200 visible characters/,
      );
      expect(() => parseConfig({ METRICS_TOKEN: token })).not.toThrow(token);
    }
  });
});

describe('startup wording', () => {
  it('shows data folders relative to the working directory', () => {
    expect(displayPath('/srv/prakar/data', '/srv/prakar')).toBe('./data');
    expect(displayPath('/tmp/other', '/srv/prakar')).toBe('/tmp/other');
  });

  it('never prints the database URL', () => {
    const description = describeDatabase({
      databaseUrl: 'postgres://app:secret@db/prakar',
      dataDir: '/x',
    });
    expect(description).toBe('PostgreSQL');
  });
});

describe('payment settings', () => {
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_live_A1b2C3d4E5f6G7',
    RAZORPAY_KEY_SECRET: 'kS3cr3tFromTheDashboard',
    RAZORPAY_WEBHOOK_SECRET: 'whS3cr3t-for-events',
  };

  it('uses the built-in test gateway without keys', () => {
    expect(parseConfig({}).payments).toEqual({ gateway: 'built-in' });
  });

  it('uses Razorpay at its own address with the three keys', () => {
    expect(parseConfig(keys).payments).toEqual({
      gateway: 'razorpay',
      keyId: keys.RAZORPAY_KEY_ID,
      keySecret: keys.RAZORPAY_KEY_SECRET,
      webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET,
      apiBase: 'https://api.razorpay.com',
    });
  });

  it('refuses a partial set of keys, without printing the secret', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _left, ...partial } = keys;
    expect(() => parseConfig(partial)).toThrow(/must be set together/);
    expect(() => parseConfig({ ...keys, RAZORPAY_KEY_SECRET: 'short' })).toThrow(
      /^Invalid configuration: RAZORPAY_KEY_SECRET must be[^"]*\.$/,
    );
  });

  it('refuses to take test payments on a production https site unless asked to', () => {
    const deployed = {
      PUBLIC_URL: 'https://www.prakartax.in',
      NODE_ENV: 'production',
      TWO_FACTOR_KEY: TWO_FACTOR_KEY,
    };
    expect(() => parseConfig(deployed)).toThrow(/no Razorpay keys are set/);
    expect(parseConfig({ ...deployed, RAZORPAY_TEST_GATEWAY: 'true' }).payments).toEqual({
      gateway: 'built-in',
    });
    expect(parseConfig({ ...deployed, ...keys }).payments.gateway).toBe('razorpay');
  });

  it('needs the two-step sign-in key on a production https site, and takes only 32 bytes', () => {
    const deployed = { PUBLIC_URL: 'https://www.prakartax.in', NODE_ENV: 'production', ...keys };
    expect(() => parseConfig(deployed)).toThrow(/TWO_FACTOR_KEY is not set/);
    expect(parseConfig({ ...deployed, TWO_FACTOR_KEY }).twoFactorKey).toHaveLength(32);
    expect(() => parseConfig({ ...deployed, TWO_FACTOR_KEY: 'c2hvcnQ=' })).toThrow(
      /^Invalid configuration: TWO_FACTOR_KEY must be 32 random bytes in base64 \(openssl rand -base64 32\)\.$/,
    );
    expect(parseConfig({}).twoFactorKey).toBeUndefined();
  });

  it('reads the platform administrator’s TOTP secret as typed, and names a bad one without echoing it', () => {
    const admin = {
      PLATFORM_ADMIN_EMAIL: 'staff@prakartax.in',
      PLATFORM_ADMIN_PASSWORD: 'harbour-lights-over-worli',
    };
    const typed = { ...admin, PLATFORM_ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' };
    expect(parseConfig(typed).platformAdmin?.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(parseConfig(admin).platformAdmin?.totpSecret).toBeUndefined();
    expect(() => parseConfig({ ...admin, PLATFORM_ADMIN_TOTP_SECRET: 'secret-0189' })).toThrow(
      /^Invalid configuration: PLATFORM_ADMIN_TOTP_SECRET must be 16 to 128 base32 letters \(A-Z, 2-7\)\.$/,
    );
  });

  it('reads the app addresses for My Apps, with defaults on the firm’s subdomains', () => {
    const config = parseConfig({ SMART_TDS_APP_URL: 'https://tds.example.in/app' });
    expect(config.appUrls).toEqual({
      EPOI: 'https://epoi.prakartax.in',
      SMART_TDS: 'https://tds.example.in/app',
      EFORM16: 'https://eform16.prakartax.in',
    });
  });
});

describe('several processes (WEB_CONCURRENCY)', () => {
  const shared = {
    DATABASE_URL: 'postgres://app@db.internal:5432/prakar',
    RAZORPAY_KEY_ID: 'rzp_live_A1b2C3d4E5f6G7',
    RAZORPAY_KEY_SECRET: 'kS3cr3tFromTheDashboard',
    RAZORPAY_WEBHOOK_SECRET: 'whS3cr3t-for-events',
  };

  it('runs several processes on PostgreSQL with the gateway’s keys', () => {
    expect(parseConfig({ ...shared, WEB_CONCURRENCY: '4' }).processes).toBe(4);
  });

  it('refuses several processes on the embedded database, saying why', () => {
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 needs DATABASE_URL=postgres:\/\/….*embedded database belongs to one process/,
    );
  });

  it('runs several processes on PostgreSQL with the built-in test gateway, which keeps its state there', () => {
    const config = parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: shared.DATABASE_URL });
    expect(config.processes).toBe(2);
    expect(config.payments.gateway).toBe('built-in');
  });

  it('refuses several processes with the built-in test gateway on the embedded database', () => {
    expect(() => parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'memory://' })).toThrow(
      /embedded database belongs to one process/,
    );
  });

  it('refuses a count that is not a number of processes', () => {
    expect(() => parseConfig({ WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => parseConfig({ WEB_CONCURRENCY: 'max' })).toThrow(/WEB_CONCURRENCY must be/);
  });
});
