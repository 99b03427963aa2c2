import { join } from 'node:path';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mediaOrigin, parseCareHours } from '../src/config.ts';
import { REPO_ROOT } from '../src/lib/repo-root.ts';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: join(REPO_ROOT, 'data'),
      publicUrl: 'http://localhost:3000',
      sessionTtlMinutes: 60,
      refreshTtlDays: 30,
      logLevel: 'info',
      webDistDir: join(REPO_ROOT, 'apps', 'web', 'dist'),
      trustedProxies: [],
      memberRequestsPerMinute: 600,
    });
    expect(config.captcha.hmacKey.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings.join(' ')).toContain('CAPTCHA_HMAC_KEY');
    // Stable, so a restart keeps challenges valid.
    expect(loadConfig({}).captcha.hmacKey).toBe(config.captcha.hmacKey);
  });

  it('reads the per-member request ceiling and refuses what is not a positive whole number', () => {
    expect(loadConfig({ MEMBER_REQUESTS_PER_MINUTE: '1200' }).memberRequestsPerMinute).toBe(1200);
    for (const bad of ['0', '-5', '1.5', 'many'])
      expect(() => loadConfig({ MEMBER_REQUESTS_PER_MINUTE: bad })).toThrow(/MEMBER_REQUESTS_PER_MINUTE/);
  });

  it('reads the sign-in’s absolute end in days or in hours, not both, and the refresh grace', () => {
    expect(loadConfig({})).toMatchObject({ sessionMaxHours: 720, sessionRefreshGraceSeconds: 10 });
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxHours).toBe(168);
    expect(loadConfig({ SESSION_MAX_HOURS: '12' }).sessionMaxHours).toBe(12);
    expect(loadConfig({ SESSION_REFRESH_GRACE_SECONDS: '0' }).sessionRefreshGraceSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_MAX_DAYS: '1', SESSION_MAX_HOURS: '12' })).toThrow(
      /SESSION_MAX_HOURS and SESSION_MAX_DAYS/,
    );
    for (const bad of ['0', '1.5', '9000'])
      expect(() => loadConfig({ SESSION_MAX_HOURS: bad })).toThrow(/SESSION_MAX_HOURS/);
    for (const bad of ['-1', '61'])
      expect(() => loadConfig({ SESSION_REFRESH_GRACE_SECONDS: bad })).toThrow(
        /SESSION_REFRESH_GRACE_SECONDS/,
      );
  });

  it('finds the repository root whatever the working directory', () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '..', '..', '..'));
  });

  it('listens on every interface in production and needs a captcha key there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) })).toThrow(
      /LINK_SIGNING_KEY is required in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CAPTCHA_HMAC_KEY: 'k'.repeat(32),
        LINK_SIGNING_KEY: 'l'.repeat(32),
      }),
    ).toThrow(/STAFF_SECRET_KEY is required in production/);
    const keys = {
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k'.repeat(32),
      LINK_SIGNING_KEY: 'l'.repeat(32),
      PAYMENT_PROVIDER: 'sandbox',
      STAFF_SECRET_KEY: 's'.repeat(32),
      ...CLUB_CONTACT,
    };
    const config = loadConfig(keys);
    expect(config.host).toBe('0.0.0.0');
    const sandboxWarning = 'PAYMENT_PROVIDER=sandbox: cards go to the sandbox provider, not to a real one';
    expect(config.warnings).toEqual([
      'SMTP_URL is not set: e-mails are kept in the outbox and not delivered',
      sandboxWarning,
    ]);
    expect(loadConfig({ ...keys, SMTP_URL: 'smtp://mail.internal:587' }).warnings).toEqual([sandboxWarning]);
  });

  describe("the club's contact settings", () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k'.repeat(32),
      LINK_SIGNING_KEY: 'l'.repeat(32),
      STAFF_SECRET_KEY: 's'.repeat(32),
      PAYMENT_PROVIDER: 'sandbox',
    };
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
      }
      return 'started';
    };

    it('serve placeholders outside production, the address among them', () => {
      expect(loadConfig({}).club).toMatchObject({
        careEmail: 'care@vida-portal.example',
        carePhone: '800 000 8432',
        address: 'Av. Ejemplo 100, Zona Hotelera, 77500 Cancún, Q. Roo, México',
      });
      expect(
        loadConfig({ CLUB_ADDRESS: '  Calle 5 #12, Centro, 44100 Guadalajara, Jal.  ' }).club.address,
      ).toBe('Calle 5 #12, Centro, 44100 Guadalajara, Jal.');
    });

    it('refuse to start production with a placeholder, one line naming each setting', () => {
      expect(message(production)).toBe(
        [
          'Invalid configuration:',
          "  CARE_EMAIL is required in production: set customer care's e-mail address, not a placeholder",
          "  CARE_PHONE is required in production: set customer care's phone number, not a placeholder",
          "  CLUB_ADDRESS is required in production: set the club's street address (the privacy notice names it), not a placeholder",
          "  CLUB_LEGAL_NAME is required in production: set the club's legal (registered) name, printed on payment receipts, not a placeholder",
          "  CLUB_TAX_ID is required in production: set the club's tax id (RFC), printed on payment receipts, not a placeholder",
        ].join('\n'),
      );
      for (const [name, value] of [
        ['CARE_EMAIL', 'care@vida-portal.example'],
        ['CARE_EMAIL', 'socios@club.example'],
        ['CARE_PHONE', '800 000 8432'],
        ['CLUB_ADDRESS', 'Av. Ejemplo 100, Zona Hotelera, 77500 Cancún, Q. Roo, México'],
        ['CLUB_ADDRESS', ''],
        ['CLUB_LEGAL_NAME', 'Club Vacacional Ejemplo, S.A. de C.V.'],
        ['CLUB_TAX_ID', 'XAXX010101000'],
      ] as const) {
        const lines = message({ ...production, ...CLUB_CONTACT, [name]: value }).split('\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toMatch(new RegExp(`^  ${name} is required in production`));
      }
      expect(loadConfig({ ...production, ...CLUB_CONTACT }).club).toMatchObject({
        careEmail: CLUB_CONTACT.CARE_EMAIL,
        carePhone: CLUB_CONTACT.CARE_PHONE,
        address: CLUB_CONTACT.CLUB_ADDRESS,
        legalName: CLUB_CONTACT.CLUB_LEGAL_NAME,
        taxId: CLUB_CONTACT.CLUB_TAX_ID,
      });
    });
  });

  describe('the card provider', () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k'.repeat(32),
      LINK_SIGNING_KEY: 'l'.repeat(32),
      STAFF_SECRET_KEY: 't'.repeat(32),
      ...CLUB_CONTACT,
    };
    const real = {
      PAYMENT_ENDPOINT: 'https://testsecureacceptance.cybersource.com',
      PAYMENT_PROFILE_ID: 'p'.repeat(36),
      PAYMENT_ACCESS_KEY: 'a'.repeat(32),
      PAYMENT_SECRET_KEY: 's'.repeat(40),
      PAYMENT_MERCHANT_ID: 'vida_mx',
      FINGERPRINT_ORG_ID: 'k8vif92e',
    };

    it('is the sandbox on SANDBOX_PORT by default outside production', () => {
      const { payment } = loadConfig({ NODE_ENV: 'development', SANDBOX_PORT: '3999' });
      expect(payment).toMatchObject({ provider: 'sandbox', endpoint: 'http://127.0.0.1:3999' });
      expect(payment.accessKey).toHaveLength(32);
    });

    it('needs all six settings in production unless the sandbox is chosen explicitly, never echoing secrets', () => {
      expect(() => loadConfig(production)).toThrow(
        /PAYMENT_ENDPOINT, PAYMENT_PROFILE_ID, PAYMENT_ACCESS_KEY, PAYMENT_SECRET_KEY, PAYMENT_MERCHANT_ID, FINGERPRINT_ORG_ID are required/,
      );
      expect(() => loadConfig({ ...production, ...real, FINGERPRINT_ORG_ID: '' })).toThrow(
        /FINGERPRINT_ORG_ID is required/,
      );
      expect(loadConfig({ ...production, ...real }).payment).toMatchObject({
        provider: 'cybersource',
        endpoint: 'https://testsecureacceptance.cybersource.com',
        merchantId: 'vida_mx',
      });
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'cybersource' })).toThrow(
        /are required with a real card provider/,
      );
      let message = '';
      try {
        loadConfig({ ...real, PAYMENT_SECRET_KEY: 'short', PAYMENT_ACCESS_KEY: 'also-short' });
      } catch (error) {
        message = String(error);
      }
      expect(message).toMatch(/PAYMENT_SECRET_KEY must have at least 16 characters/);
      expect(message).not.toMatch(/short/);
      expect(() => loadConfig({ PAYMENT_ENDPOINT: 'ftp://x' })).toThrow(/PAYMENT_ENDPOINT must be an http/);
    });

    it('takes "not found" as an answer only an hour after the attempt by default, never within the charge timeout', () => {
      expect(loadConfig({}).payment.notFoundAfterSeconds).toBe(3600);
      expect(loadConfig({ PAYMENT_NOT_FOUND_AFTER_SECONDS: '90' }).payment.notFoundAfterSeconds).toBe(90);
      expect(() => loadConfig({ PAYMENT_NOT_FOUND_AFTER_SECONDS: '0' })).toThrow(
        /PAYMENT_NOT_FOUND_AFTER_SECONDS/,
      );
      expect(() =>
        loadConfig({ PAYMENT_NOT_FOUND_AFTER_SECONDS: '20', PAYMENT_TIMEOUT_MS: '20000' }),
      ).toThrow(/PAYMENT_NOT_FOUND_AFTER_SECONDS must be longer than PAYMENT_TIMEOUT_MS/);
    });

    it('reads the card attempts allowed in 15 minutes per member and per IP, 10 and 30 by default', () => {
      expect(loadConfig({}).payment).toMatchObject({ attemptsPerMember: 10, attemptsPerIp: 30 });
      expect(
        loadConfig({ PAYMENT_ATTEMPTS_PER_MEMBER: '1000', PAYMENT_ATTEMPTS_PER_IP: '5000' }).payment,
      ).toMatchObject({ attemptsPerMember: 1000, attemptsPerIp: 5000 });
      for (const bad of ['0', '-1', '2.5', 'lots'])
        expect(() => loadConfig({ PAYMENT_ATTEMPTS_PER_IP: bad })).toThrow(/PAYMENT_ATTEMPTS_PER_IP/);
    });

    it('lets forms go to the provider’s origin and nowhere else', async () => {
      const { buildApp } = await import('../src/app.ts');
      const { openTestDatabase } = await import('./support/harness.ts');
      const { database, drop } = await openTestDatabase();
      const app = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          PAYMENT_ENDPOINT: 'https://pay.example.com/base',
        }),
        database,
      });
      try {
        const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ];
        expect(String(csp)).toContain("form-action 'self' https://pay.example.com;");
      } finally {
        await app.close();
        await drop();
      }
    }, 60_000);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      HOST: '::',
      DATABASE_URL: 'postgres://vida:secret@db.internal:5432/vida',
      DATA_DIR: '/var/lib/vida',
      PUBLIC_URL: 'https://portal.example.com/',
      SESSION_TTL_MINUTES: '15',
      REFRESH_TTL_DAYS: '7',
      LOG_LEVEL: 'silent',
      CAPTCHA_HMAC_KEY: 'x'.repeat(40),
      CAPTCHA_COST: '500',
      CAPTCHA_COUNTER_MAX: '2000',
      WEB_DIST_DIR: '/srv/web',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,loopback',
    });
    expect(config).toMatchObject({
      env: 'test',
      port: 8080,
      host: '::',
      databaseUrl: 'postgres://vida:secret@db.internal:5432/vida',
      dataDir: '/var/lib/vida',
      publicUrl: 'https://portal.example.com',
      sessionTtlMinutes: 15,
      refreshTtlDays: 7,
      logLevel: 'silent',
      captcha: { hmacKey: 'x'.repeat(40), cost: 500, counterMax: 2000 },
      webDistDir: '/srv/web',
      trustedProxies: ['10.0.0.0/8', '192.168.1.7', 'loopback'],
    });
  });

  it('resolves relative paths against the directory npm was started from', () => {
    const config = loadConfig({ DATA_DIR: 'my-data', INIT_CWD: '/home/me/portal' });
    expect(config.dataDir).toBe('/home/me/portal/my-data');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://localhost/vida'],
    ['PUBLIC_URL', 'portal.example.com'],
    ['SESSION_TTL_MINUTES', '0'],
    ['REFRESH_TTL_DAYS', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['CAPTCHA_HMAC_KEY', 'short'],
    ['CAPTCHA_COST', '1.5'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', 'proxy.internal'],
    ['CARE_EMAIL', 'care-at-example'],
    ['CARE_LANGUAGE', 'fr'],
    ['CARE_HOURS', 'weekdays 9-5'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = caught instanceof Error ? caught.message : '';
    expect(message).toContain(name);
    if (name === 'CAPTCHA_HMAC_KEY' || name === 'DATABASE_URL') expect(message).not.toContain(value);
    else expect(message).toContain(`"${value}"`);
  });

  it('reads the club and customer-care settings, with the spec’s hours by default', () => {
    expect(loadConfig({}).club).toEqual({
      name: 'Vida Vacations',
      careEmail: 'care@vida-portal.example',
      carePhone: '800 000 8432',
      address: 'Av. Ejemplo 100, Zona Hotelera, 77500 Cancún, Q. Roo, México',
      legalName: 'Club Vacacional Ejemplo, S.A. de C.V.',
      taxId: 'XAXX010101000',
      careTimeZone: 'CST',
      careLanguage: 'es',
      stayCancelCutoffDays: 14,
      precheckinUrl: 'https://checkin.vida-portal.example/',
      siteUrl: 'https://www.vidavacations.com',
      mediaBaseUrl: '/media',
      careHours: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' },
        { days: [6], opens: '09:00', closes: '18:00' },
        { days: [7], opens: null, closes: null },
      ],
    });
    const custom = loadConfig({
      CLUB_NAME: 'Club Vida',
      CARE_EMAIL: 'socios@club.example',
      CARE_PHONE: '800 111 2222',
      CARE_HOURS: 'Mon-Sat 08:00-20:00, Sun closed',
      CARE_LANGUAGE: 'en',
      CARE_TIME_ZONE: 'CST (UTC-6)',
      STAY_CANCEL_CUTOFF_DAYS: '7',
    }).club;
    expect(custom).toMatchObject({
      name: 'Club Vida',
      careEmail: 'socios@club.example',
      careLanguage: 'en',
      stayCancelCutoffDays: 7,
    });
    expect(() => loadConfig({ STAY_CANCEL_CUTOFF_DAYS: 'soon' })).toThrow(/STAY_CANCEL_CUTOFF_DAYS/);
    expect(custom.careHours).toEqual([
      { days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '20:00' },
      { days: [7], opens: null, closes: null },
    ]);
    expect(parseCareHours('fri-mon 09:00-10:00')).toContain('must read like');
  });

  it('reads PRECHECKIN_URL and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ PRECHECKIN_URL: 'https://hotels.example/checkin' }).club.precheckinUrl).toBe(
      'https://hotels.example/checkin',
    );
    expect(() => loadConfig({ PRECHECKIN_URL: 'ftp://x' })).toThrow(/PRECHECKIN_URL/);
  });

  it('reads CLUB_SITE_URL and MEDIA_BASE_URL (a path here or an http(s) origin, no trailing slash)', () => {
    expect(loadConfig({ CLUB_SITE_URL: 'https://club.example/benefits' }).club.siteUrl).toBe(
      'https://club.example/benefits',
    );
    expect(() => loadConfig({ CLUB_SITE_URL: 'javascript:alert(1)' })).toThrow(/CLUB_SITE_URL/);
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example/vida/' }).club.mediaBaseUrl).toBe(
      'https://cdn.example/vida',
    );
    expect(loadConfig({ MEDIA_BASE_URL: '/assets/media/' }).club.mediaBaseUrl).toBe('/assets/media');
    expect(loadConfig({ MEDIA_BASE_URL: '/' }).club.mediaBaseUrl).toBe('');
    for (const bad of [
      '//cdn.example/media',
      'media',
      'ftp://cdn.example',
      'https://cdn.example/m?x=1',
      '/a b',
    ]) {
      expect(() => loadConfig({ MEDIA_BASE_URL: bad }), bad).toThrow(/MEDIA_BASE_URL/);
    }
    expect(mediaOrigin('https://cdn.example/vida')).toBe('https://cdn.example');
    expect(mediaOrigin('/media')).toBeNull();
  });
});
