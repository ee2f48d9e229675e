import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';
import type { Database, Db } from './data/db';
import { EventHub, type EventHubOptions } from './events/event-hub';
import { registerEventRoutes } from './events/events.routes';
import { registerCollabRoutes } from './collab/collab.routes';
import type { CollabHubOptions } from './collab/collab-hub';
import { registerCsrf } from './http/csrf';
import { registerDocs } from './http/docs';
import { registerErrorHandler } from './http/error-handler';
import './http/fastify-types';
import { registerHealthRoute } from './http/health';
import { registerInputGuard } from './http/input-guard';
import { OpenApiRegistry } from './http/openapi';
import { trustProxyOption } from './http/proxy-trust';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionHook } from './http/session';
import { registerStaticApps } from './http/static-apps';
import { registerCompression } from './http/compression';
import type { Mailer } from './mail/mailer';
import type { SmtpConfig } from './config/config';
import { registerInstanceRoutes } from './modules/instance/instance.routes';
import { registerSsoRoutes } from './modules/sso/sso.routes';
import { startInstanceSettings } from './modules/instance/instance-settings.store';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { registerInvitationsRoutes } from './modules/invitations/invitations.routes';
import { registerMembersRoutes } from './modules/members/members.routes';
import { registerWorkspacesRoutes } from './modules/workspaces/workspaces.routes';
import { registerEstimatesRoutes } from './modules/estimates/estimates.routes';
import { registerFavoritesRoutes } from './modules/favorites/favorites.routes';
import { registerLabelsRoutes } from './modules/labels/labels.routes';
import { registerProjectMembersRoutes } from './modules/project-members/project-members.routes';
import { registerProjectsRoutes } from './modules/projects/projects.routes';
import { registerStatesRoutes } from './modules/states/states.routes';
import { registerWorkItemsRoutes } from './modules/work-items/work-items.routes';
import { registerWorkspaceDraftsRoutes } from './modules/workspace-drafts/workspace-drafts.routes';
import { registerCommentsRoutes } from './modules/comments/comments.routes';
import { registerReactionsRoutes } from './modules/reactions/reactions.routes';
import { registerLinksRoutes } from './modules/links/links.routes';
import { registerTimeLogsRoutes } from './modules/time-logs/time-logs.routes';
import { registerModulesRoutes } from './modules/modules/modules.routes';
import { registerRelationsRoutes } from './modules/relations/relations.routes';
import { registerHistoryRoutes } from './modules/history/history.routes';
import { registerAssetsRoutes } from './modules/assets/assets.routes';
import { registerWorkItemListsRoutes } from './modules/work-item-lists/work-item-lists.routes';
import { registerCyclesRoutes } from './modules/cycles/cycles.routes';
import { registerViewsRoutes } from './modules/views/views.routes';
import { registerWorkItemSyncRoutes } from './modules/work-item-sync/work-item-sync.routes';
import { registerBootRoutes } from './modules/boot/boot.routes';
import { registerTeamspacesRoutes } from './modules/teamspaces/teamspaces.routes';
import { registerEpicsRoutes } from './modules/epics/epics.routes';
import { registerIntakeRoutes } from './modules/intake/intake.routes';
import { registerPagesRoutes } from './modules/pages/pages.routes';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { registerStickiesRoutes } from './modules/stickies/stickies.routes';
import { registerQuickLinksRoutes } from './modules/quick-links/quick-links.routes';
import { registerRecentVisitsRoutes } from './modules/recent-visits/recent-visits.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerProfilesRoutes } from './modules/profiles/profiles.routes';
import { registerExportsRoutes } from './modules/exports/exports.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerPublicApiRoutes } from './modules/public-api/public-api.routes';
import { registerWebhooksRoutes } from './modules/webhooks/webhooks.routes';
import { registerApiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { registerPublishingRoutes } from './modules/publishing/publishing.routes';
import { registerPublicBoardRoutes } from './modules/public-boards/public-boards.routes';
import { registerPublicInteractionRoutes } from './modules/public-boards/interactions/public-interactions.routes';

/** What the server needs from outside; tests pass their own (in-memory db, capturing mailer, fixed clock). */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Builds the mailer from the effective SMTP settings at send time (main.ts); without it (tests) `mailer` is used. */
  mailerFor?: (smtp: SmtpConfig | undefined) => Mailer;
  /** The key sealing instance secrets (tests pass one); default: config/secret-box.ts loadSecretKey on first use. */
  secretKey?: Buffer;
  /** The clock; tests move it to expire codes and sessions. */
  now(): Date;
  /** LISTEN on the database (Database.listen): live events reach this process's streams at once; without it they poll. */
  listen?: Database['listen'];
  /** Live stream tuning (tests shorten the timers). */
  events?: EventHubOptions;
  /** Page collaboration tuning (tests shorten the timers). */
  collab?: CollabHubOptions;
  /** Fastify logger setting (default: off in tests, pino at config.logLevel in main.ts). */
  log?: FastifyServerOptions['logger'];
}

/** Builds the Fastify app with every plugin and module route; does not listen. */
export async function buildServer(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: deps.log ?? false,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Keys that could reach Object.prototype are refused outright (400).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: false },
  };
  const app: FastifyInstance = Fastify(options);
  app.decorate('deps', deps);
  app.decorate('openapi', new OpenApiRegistry());
  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Instance settings (god-mode console): cached per process, dropped in every process on change (NOTIFY).
  const stopSettings = await startInstanceSettings(deps.db, { config: deps.config, secretKey: deps.secretKey, listen: deps.listen });
  app.addHook('onClose', () => stopSettings());

  await app.register(fastifyCookie);
  await registerCompression(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  registerSessionHook(app);
  registerCsrf(app);
  registerHealthRoute(app);
  registerDocs(app);

  // module routes
  registerAuthRoutes(app);
  registerUsersRoutes(app);
  registerWorkspacesRoutes(app);
  registerMembersRoutes(app);
  registerInvitationsRoutes(app);
  registerProjectsRoutes(app);
  registerProjectMembersRoutes(app);
  registerFavoritesRoutes(app);
  registerStatesRoutes(app);
  registerLabelsRoutes(app);
  registerEstimatesRoutes(app);
  registerWorkItemsRoutes(app);
  registerWorkspaceDraftsRoutes(app);
  registerCommentsRoutes(app);
  registerReactionsRoutes(app);
  registerLinksRoutes(app);
  registerTimeLogsRoutes(app);
  registerModulesRoutes(app);
  registerRelationsRoutes(app);
  registerHistoryRoutes(app);
  registerAssetsRoutes(app);
  registerWorkItemListsRoutes(app);
  registerCyclesRoutes(app);
  registerViewsRoutes(app);
  registerWorkItemSyncRoutes(app);
  registerBootRoutes(app);
  registerTeamspacesRoutes(app);
  registerEpicsRoutes(app);
  registerIntakeRoutes(app);
  registerPagesRoutes(app);
  registerNotificationsRoutes(app);
  registerStickiesRoutes(app);
  registerQuickLinksRoutes(app);
  registerRecentVisitsRoutes(app);
  registerSearchRoutes(app);
  registerDashboardRoutes(app);
  registerProfilesRoutes(app);
  registerExportsRoutes(app);
  registerAnalyticsRoutes(app);
  registerInstanceRoutes(app);
  registerSsoRoutes(app);
  registerPublicApiRoutes(app);
  registerWebhooksRoutes(app);
  registerApiTokensRoutes(app);
  registerPublishingRoutes(app);

  // Live events: one hub per process fans committed events out to its streams.
  const hub = new EventHub(deps.db, deps.events);
  await hub.start(deps.listen);
  app.addHook('onClose', () => hub.stop());
  app.decorate('eventHub', hub);
  registerEventRoutes(app, hub);
  // The public board API (issue 20): anonymous reads and live pings of published boards.
  registerPublicBoardRoutes(app, hub);
  // Its writes: comments, reactions, votes and intake requests (signed in, per the board's switches).
  registerPublicInteractionRoutes(app);

  // Page collaboration: the y-websocket protocol on this HTTP server's 'upgrade' (apps/api/src/collab).
  await registerCollabRoutes(app, deps.collab);

  await registerStaticApps(app, deps.config.appsDir, deps.config.serveApps);
  return app;
}
