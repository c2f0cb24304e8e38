import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleCustomerSchema,
  CONSOLE_ROUTES,
  customerDetailSchema,
  customerIdQuerySchema,
  customerQuerySchema,
  customerSectionsSchema,
  deviceGrantSchema,
  envelopeSchema,
  pageSchema,
  type StaffRole,
} from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/kysely.js';
import { ok } from '../../http/app-error.js';
import { forgetSections } from '../../http/permission.js';
import { customersOn, type CustomersService } from '../accounts/customers.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { WorkbenchService } from '../workbench/workbench.service.js';
import { AuditService } from './audit.service.js';
import { auditWithin } from './console-kit.js';
import { StaffCookies } from './staff-session.js';
import { StaffService } from './staff.service.js';

/** Customers' sections and MDM device grants: sales' (decision 0023). */
const SALES: readonly StaffRole[] = ['sales'];

/** The customers service of a database (the content figures ask it too). */
export function consoleCustomers(db: Db): CustomersService {
  const messages = MessagesService.on(db);
  return customersOn(db, messages, WorkbenchService.on(db, messages));
}

/** The console's customers calls: search, a customer's sections and grants, and changing them. */
export function registerCustomerRoutes(ctx: AppContext): void {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  const p = ctx.config.apiPrefix;
  const audit = AuditService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const customers = consoleCustomers(ctx.db);
  const tags = ['console'];
  /** The customer's kept answers and sections are dropped on this server after a change. */
  const forget = (userId: number) => {
    ctx.answers.forgetUser(userId);
    forgetSections(ctx.db, userId);
  };

  app.get(
    p + CONSOLE_ROUTES.customers,
    {
      config: { staffRoles: SALES },
      schema: {
        tags,
        summary: 'Customers by name, phone, e-mail or company (sales)',
        querystring: customerQuerySchema,
        response: { 200: envelopeSchema(pageSchema(consoleCustomerSchema)) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SALES);
      return ok(await customers.search(request.query));
    },
  );

  app.get(
    p + CONSOLE_ROUTES.customerDetail,
    {
      config: { staffRoles: SALES },
      schema: {
        tags,
        summary: 'A customer, the sections held and the management-system grants (sales)',
        querystring: customerIdQuerySchema,
        response: { 200: envelopeSchema(customerDetailSchema) },
      },
    },
    async (request, reply) => {
      await cookies.require(request, reply, SALES);
      return ok(await customers.detail(request.query.userId));
    },
  );

  app.post(
    p + CONSOLE_ROUTES.customerSections,
    {
      config: { staffRoles: SALES },
      schema: {
        tags,
        summary: 'Sets the sections a customer holds (sales)',
        body: customerSectionsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SALES);
      const b = request.body;
      const meta = cookies.meta(request);
      await customers.setSections(
        b.userId,
        b.titles,
        b.before,
        auditWithin(audit, s, meta, 'customer.sections', 'user', b.userId),
      );
      forget(b.userId);
      return ok(null);
    },
  );

  app.post(
    p + CONSOLE_ROUTES.customerGrant,
    {
      config: { staffRoles: SALES },
      schema: {
        tags,
        summary: 'Grants a device quantity for a trial (MDM by default; sales)',
        body: deviceGrantSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const s = await cookies.require(request, reply, SALES);
      const b = request.body;
      const meta = cookies.meta(request);
      await customers.grantDevices(
        b.userId,
        b.platform,
        b.quantity,
        b.seen,
        s.username,
        auditWithin(audit, s, meta, 'customer.grant', 'user', b.userId),
      );
      forget(b.userId);
      return ok(null);
    },
  );
}
