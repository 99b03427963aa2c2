import { LIMITS, translateMessage } from '@vida/shared';
import Fastify, { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { App } from './lib/app-types.ts';
import { type LogStream, loggerOptions } from './lib/logger.ts';
import type { MailTransport } from './lib/mail/mailer.ts';
import { mailRetentionJob } from './lib/mail/retention.ts';
import { passwordChecks } from './lib/password-checks.ts';
import { createScheduler, type Scheduler } from './lib/scheduler/index.ts';
import { createSessionStore } from './lib/session-store.ts';
import { createAccountMailer } from './modules/accounts/account-mails.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCaptcha } from './modules/auth/captcha.ts';
import {
  autopayItems,
  autopayJob,
  autopayRoutes,
  createAutoPayMails,
  createAutoPayRepo,
  createAutoPayService,
} from './modules/autopay/index.ts';
import { careRoutes } from './modules/care/care.routes.ts';
import { createProfileChangesService, createStayRequestsService } from './modules/care/decisions.service.ts';
import { createInboxRepo } from './modules/care/inbox.repo.ts';
import { createInboxService } from './modules/care/inbox.service.ts';
import { createMemberLookup } from './modules/care/member-lookup.ts';
import { careStayChangesRoutes } from './modules/care/stay-changes.routes.ts';
import { createStayChangesDeskService } from './modules/care/stay-changes.service.ts';
import { clubRoutes } from './modules/club/club.routes.ts';
import { createContractsRepo } from './modules/contracts/contracts.repo.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { createContractsService } from './modules/contracts/contracts.service.ts';
import { cardCheckoutReplyRoutes } from './modules/credit-cards/card-checkout.routes.ts';
import { createCardCheckoutService } from './modules/credit-cards/card-checkout.service.ts';
import { createCardMailer } from './modules/credit-cards/card-mails.ts';
import { createCreditCardsRepo } from './modules/credit-cards/credit-cards.repo.ts';
import { creditCardsRoutes } from './modules/credit-cards/credit-cards.routes.ts';
import { createCreditCardsService } from './modules/credit-cards/credit-cards.service.ts';
import { createDestinationsRepo } from './modules/destinations/destinations.repo.ts';
import { destinationsRoutes } from './modules/destinations/destinations.routes.ts';
import { createDestinationsService } from './modules/destinations/destinations.service.ts';
import { createExchangesRepo } from './modules/exchanges/exchanges.repo.ts';
import { exchangesRoutes } from './modules/exchanges/exchanges.routes.ts';
import { createExchangesService } from './modules/exchanges/exchanges.service.ts';
import { createFaqsRepo } from './modules/faqs/faqs.repo.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { createFaqsService } from './modules/faqs/faqs.service.ts';
import { createMessagesRepo } from './modules/messages/messages.repo.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createHostedSale, hostedSaleRoutes, settleHostedSale } from './modules/payments/hosted-sale.ts';
import { createRestGateway, type PaymentGateway } from './modules/payments/payment-gateway.ts';
import { createPaymentsRepo } from './modules/payments/payments.repo.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createReceiptsRepo } from './modules/payments/receipts.repo.ts';
import { receiptsRoutes } from './modules/payments/receipts.routes.ts';
import { createReceiptsService } from './modules/payments/receipts.service.ts';
import { paymentsReconcilerJob } from './modules/payments/reconciler.ts';
import { createStatementRepo } from './modules/payments/statement.repo.ts';
import { statementRoutes } from './modules/payments/statement.routes.ts';
import { createStatementService } from './modules/payments/statement.service.ts';
import { createProfileRepo } from './modules/profile/profile.repo.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createProfileChangeDecisions } from './modules/profile-update/profile-change-decisions.ts';
import { createProfileMailer } from './modules/profile-update/profile-mails.ts';
import { createProfileUpdateRepo } from './modules/profile-update/profile-update.repo.ts';
import { profileUpdateRoutes } from './modules/profile-update/profile-update.routes.ts';
import { createProfileUpdateService } from './modules/profile-update/profile-update.service.ts';
import { createReferenceRepo } from './modules/reference/reference.repo.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { remindersJob } from './modules/reminders/index.ts';
import { createReservationMailer } from './modules/reservations/reservation-mails.ts';
import { createReservationsRepo } from './modules/reservations/reservations.repo.ts';
import { reservationListRoutes, reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { createReservationsService } from './modules/reservations/reservations.service.ts';
import { createStayChangeDecisions } from './modules/reservations/stay-change-decisions.ts';
import { createStayChangeMailer } from './modules/reservations/stay-change-mails.ts';
import { stayChangesRoutes } from './modules/reservations/stay-changes.routes.ts';
import { createStayChangesService } from './modules/reservations/stay-changes.service.ts';
import { createStayDecisions } from './modules/reservations/stay-decisions.ts';
import { createStaffAuthRepo } from './modules/staff/staff-auth.repo.ts';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.ts';
import { createStaffAuthService } from './modules/staff/staff-auth.service.ts';
import { createStaffGuards } from './modules/staff/staff-guard.ts';
import { createSecretBox } from './modules/staff/staff-secrets.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerDb } from './plugins/db.ts';
import { handleError, registerErrors } from './plugins/errors.ts';
import { registerI18n } from './plugins/i18n.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerInputText } from './plugins/input-text.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerMail } from './plugins/mail.ts';
import { registerAuth } from './plugins/member-auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { loadPageRenderer } from './plugins/page-render.ts';
import { registerSecurity, type SecureReply } from './plugins/security.ts';
import { sessionCookies } from './plugins/session-cookies.ts';
import { registerStatic } from './plugins/static.ts';
import { registerStrictBodies } from './plugins/strict-bodies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Method, URL and schema (its declared answers) of every route the app serves. */
    routeTable: ReadonlyArray<{ method: string; url: string; schema: FastifySchema | undefined }>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests may deliver through a transport of their own instead of `SMTP_URL`. */
  mailTransport?: MailTransport | null;
  /** Where log lines go (server.ts: stdout that never holds the process); pino's stdout when absent. */
  logStream?: LogStream;
  /** Tests may charge through a gateway of their own instead of the configured provider. */
  paymentGateway?: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every background job (lib/scheduler); server.ts starts it, tests run its jobs as of a date. */
    scheduler: Scheduler;
  }
}

/**
 * The whole HTTP application, without listening: server.ts listens, tests use `app.inject`.
 * Order: external plugins (security headers, OpenAPI), app plugins (db, i18n, errors, auth), modules,
 * then the static SPA with the not-found handler.
 */
export async function buildApp({
  config,
  database,
  mailTransport,
  logStream,
  paymentGateway,
}: BuildOptions): Promise<App> {
  const checks = passwordChecks();
  // Set once the security plugin is registered, before the app answers anything.
  let secureReply: SecureReply | undefined;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: LIMITS.bodyMaxBytes,
    // proxy-addr walks X-Forwarded-For from the right and stops at the first untrusted hop: that is the
    // client. Trusting everything (`true`) would take the left-most entry, which the client writes itself.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Load balancers poll health every few seconds: that is noise, not traffic.
    logController: new LogController({ disableRequestLogging: (request) => request.url === '/api/health' }),
    // Errors Fastify raises before routing (a malformed URL) get the same envelope and headers as the rest:
    // no hook runs for them.
    frameworkErrors: (error, request, reply) => {
      secureReply?.(request, reply);
      handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, so tests can sweep them all (the member/staff isolation test, the member answers'
  // contract) without a list kept by hand that a new route could be missing from.
  const routeTable: Array<{ method: string; url: string; schema: FastifySchema | undefined }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  registerStrictBodies(app);
  app.setSerializerCompiler(serializerCompiler);

  secureReply = await registerSecurity(app, config);
  await registerOpenApi(app, config.publicUrl, config.apiDocs);

  registerDb(app, database);
  registerI18n(app);
  registerErrors(app);
  registerJsonBody(app);
  registerInputText(app);
  const mail = await registerMail(app as FastifyInstance, {
    db: database.db,
    config,
    transport: mailTransport ?? null,
  });
  const scheduler = createScheduler({ db: database.db, log: app.log });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  scheduler.watch(mail.loop);
  scheduler.register(mailRetentionJob(app.mailSweeper));
  const authRepo = createAuthRepo(database);
  registerAuth(
    app,
    authRepo,
    database,
    sessionCookies({ publicUrl: config.publicUrl, production: config.env === 'production' }),
    config.memberRequestsPerMinute,
  );
  registerIdempotency(app as FastifyInstance, { db: database.db, secret: config.linkSigningKey });

  const accountMailer = createAccountMailer(mail, config, database.db);
  const sessionStore = createSessionStore(database.db, {
    accessMinutes: config.sessionTtlMinutes,
    refreshDays: config.refreshTtlDays,
    maxHours: config.sessionMaxHours,
    idleMinutes: config.sessionIdleMinutes,
    refreshGraceSeconds: config.sessionRefreshGraceSeconds,
  });
  const authService = createAuthService({
    repo: authRepo,
    db: database.db,
    sessions: sessionStore,
    captcha: createCaptcha(config.captcha),
    config,
    log: app.log,
    mailer: accountMailer,
  });
  await app.register(systemRoutes);
  await app.register(authRoutes, { prefix: '/api/v1', service: authService });
  await app.register(accountsRoutes, {
    prefix: '/api/v1',
    passwordChecks: checks,
    service: createAccountsService({
      db: database.db,
      mailer: accountMailer,
      linkSigningKey: config.linkSigningKey,
      passwordChecks: checks,
      checkCaptcha: authService.checkCaptcha,
      log: app.log,
    }),
  });
  const faqsService = createFaqsService(createFaqsRepo(database));
  const profileService = createProfileService(createProfileRepo(database), faqsService.list);
  await app.register(profileRoutes, { prefix: '/api/v1', service: profileService });
  await app.register(profileUpdateRoutes, {
    prefix: '/api/v1',
    passwordChecks: checks,
    service: createProfileUpdateService({
      repo: createProfileUpdateRepo(database.db),
      db: database.db,
      mailer: createProfileMailer(mail, config.club),
      linkSigningKey: config.linkSigningKey,
      publicUrl: config.publicUrl,
      passwordChecks: checks,
      log: app.log,
      // Changing the profile answers the profile as `GET /profile` builds it, for the session requireAuth
      // has already checked.
      readProfile: profileService.profileOfSession,
    }),
  });
  await app.register(contractsRoutes, {
    prefix: '/api/v1',
    service: createContractsService(createContractsRepo(database)),
  });
  const receiptsService = createReceiptsService({ repo: createReceiptsRepo(database), config, mail });
  const paymentsRepo = createPaymentsRepo(database);
  const paymentsService = createPaymentsService({
    repo: paymentsRepo,
    gateway:
      paymentGateway ??
      createRestGateway({
        endpoint: config.payment.rest.endpoint,
        merchantId: config.payment.merchantId,
        keyId: config.payment.rest.keyId,
        secretBase64: config.payment.rest.secretBase64,
        timeoutMs: config.payment.timeoutMs,
      }),
    config,
    receipts: receiptsService,
    log: app.log,
    // Test-only crash point (PAYMENT_TEST_EXIT_AFTER_CHARGE, never in production): the charge is made and
    // nothing after it is committed, which reconciliation must repair after a restart.
    ...(config.payment.exitAfterCharge ? { afterCharge: () => process.exit(70) } : {}),
  });
  const autopayMails = createAutoPayMails(mail, config);
  const autopay = createAutoPayService({
    repo: createAutoPayRepo(database.db),
    mails: autopayMails,
    config,
  });
  const creditCardsRepo = createCreditCardsRepo(database);
  const cardMailer = createCardMailer(mail, config.club);
  const cardCheckout = createCardCheckoutService({
    repo: creditCardsRepo,
    payment: config.payment,
    publicUrl: config.publicUrl,
    mailer: cardMailer,
    log: app.log,
    translate: (language, key) => translateMessage(language, key),
    // A payment with a new card: its replies arrive here and settle the payment (modules/payments/hosted-sale.ts).
    settleSale: settleHostedSale(paymentsService, paymentsRepo),
  });
  await app.register(creditCardsRoutes, {
    prefix: '/api/v1',
    service: createCreditCardsService(creditCardsRepo, cardMailer, sessionStore.signOut, autopay.cardRemoved),
    checkout: cardCheckout,
  });
  await app.register(cardCheckoutReplyRoutes, { prefix: '/api/v1', checkout: cardCheckout });
  await app.register(paymentsRoutes, { prefix: '/api/v1', service: paymentsService });
  await app.register(hostedSaleRoutes, {
    prefix: '/api/v1',
    sale: createHostedSale({
      service: paymentsService,
      repo: paymentsRepo,
      startSale: cardCheckout.startSale,
    }),
  });
  await app.register(receiptsRoutes, { prefix: '/api/v1', service: receiptsService });
  await app.register(autopayRoutes, { prefix: '/api/v1', service: autopay });
  scheduler.register(paymentsReconcilerJob(paymentsService, config.payment.reconcileIntervalSeconds));
  scheduler.register(autopayJob({ payments: paymentsService, mails: autopayMails }));
  scheduler.register(remindersJob({ mail, config, autopayItems }));
  await app.register(statementRoutes, {
    prefix: '/api/v1',
    service: createStatementService({ repo: createStatementRepo(database), config }),
  });
  await app.register(destinationsRoutes, {
    prefix: '/api/v1',
    service: createDestinationsService(createDestinationsRepo(database)),
  });
  await app.register(exchangesRoutes, {
    prefix: '/api/v1',
    service: createExchangesService(createExchangesRepo(database)),
  });
  await app.register(referenceRoutes, {
    prefix: '/api/v1',
    service: createReferenceService(createReferenceRepo(database)),
  });
  await app.register(faqsRoutes, { prefix: '/api/v1', service: faqsService });

  await app.register(clubRoutes, {
    prefix: '/api/v1',
    club: config.club,
    paymentsEnabled: config.payment.enabled,
  });
  await app.register(messagesRoutes, {
    prefix: '/api/v1',
    service: createMessagesService({
      repo: createMessagesRepo(database),
      club: config.club,
      log: app.log,
      mail,
    }),
  });

  const reservations = createReservationsService({
    repo: createReservationsRepo(database),
    mailer: createReservationMailer(mail, config),
    db: database.db,
  });
  await app.register(reservationsRoutes, {
    prefix: '/api/v1',
    clubName: config.club.name,
    publicUrl: config.publicUrl,
    service: reservations,
  });
  await app.register(reservationListRoutes, { prefix: '/api/v1', service: reservations });
  await app.register(stayChangesRoutes, {
    prefix: '/api/v1',
    service: createStayChangesService({ club: config.club }),
  });

  // The care desk (issue 16): its own accounts, sessions and guard; member tokens are refused there.
  const staffAuthRepo = createStaffAuthRepo(database.db);
  const staffGuards = createStaffGuards(
    app as FastifyInstance,
    staffAuthRepo,
    async (accessHash) => (await authRepo.findActiveSession(accessHash)) !== undefined,
  );
  await app.register(staffAuthRoutes, {
    prefix: '/api/v1',
    guards: staffGuards,
    passwordChecks: checks,
    service: createStaffAuthService({
      db: database.db,
      repo: staffAuthRepo,
      box: createSecretBox(config.staffSecretKey),
      checkCaptcha: authService.checkCaptcha,
    }),
  });
  await app.register(careRoutes, {
    prefix: '/api/v1',
    guards: staffGuards,
    db: database.db,
    inbox: createInboxService({ db: database.db, repo: createInboxRepo(database.db), mail, config }),
    // The profile-update and reservations modules apply the decisions to their own tables and mail the
    // member, in the transaction care opens for the decision and its audit row.
    profileChanges: createProfileChangesService({
      db: database.db,
      changes: createProfileChangeDecisions({
        db: database.db,
        mailer: createProfileMailer(mail, config.club),
      }),
    }),
    stayRequests: createStayRequestsService({
      db: database.db,
      stays: createStayDecisions({ db: database.db, mailer: createReservationMailer(mail, config) }),
    }),
    members: createMemberLookup(database.db),
  });
  await app.register(careStayChangesRoutes, {
    prefix: '/api/v1',
    guards: staffGuards,
    service: createStayChangesDeskService({
      db: database.db,
      club: config.club,
      changes: createStayChangeDecisions({ db: database.db, mailer: createStayChangeMailer(mail, config) }),
    }),
  });

  await registerStatic(
    app as FastifyInstance,
    config.webDistDir,
    await loadPageRenderer(app as FastifyInstance, config.webDistDir),
  );
  return app;
}
