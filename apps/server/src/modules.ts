import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { departmentsRoutes } from './modules/departments/departments.routes';
import { filesRoutes } from './modules/files/files.routes';
import { historyRoutes } from './modules/history/history.routes';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { usersRoutes } from './modules/users/users.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { contentRoutes } from './modules/content/content.routes';
import { trailRoutes } from './modules/trail/trail.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { onboardingReadingRoutes } from './modules/onboarding-reading/onboarding-reading.routes';
import { onboardingReportRoutes } from './modules/onboarding-report/onboarding-report.routes';
import { vacancyRoutes } from './modules/vacancy/vacancy.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { communicationScaleRoutes } from './modules/communication-scale/communication-scale.routes';
import { communicationRestrictionsRoutes } from './modules/communication-restrictions/communication-restrictions.routes';
import { communicationDispatchRoutes } from './modules/communication-dispatch/communication-dispatch.routes';
import { marketingEventsRoutes } from './modules/marketing-events/marketing-events.routes';

/** One register() per area; each area's routes file is a Fastify plugin. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(lookupsRoutes);
  await app.register(departmentsRoutes);
  await app.register(historyRoutes);
  await app.register(filesRoutes);
  await app.register(outboxRoutes);
  await app.register(notificationsRoutes);
  await app.register(salesRoutes);
  await app.register(contentRoutes);
  await app.register(trailRoutes);
  await app.register(onboardingRoutes);
  await app.register(onboardingReadingRoutes);
  await app.register(onboardingReportRoutes);
  await app.register(vacancyRoutes);
  await app.register(customersRoutes);
  await app.register(communicationScaleRoutes);
  await app.register(communicationRestrictionsRoutes);
  await app.register(communicationDispatchRoutes);
  await app.register(marketingEventsRoutes);
}
