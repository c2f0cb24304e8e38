import { CONSOLE_CUSTOMER_CALLS as C } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/kysely.js';
import { CallRoutes } from '../../http/call-route.js';
import { forgetSections } from '../../http/permission.js';
import { customersOn, type CustomersService } from '../accounts/customers.service.js';
import { MessagesService } from '../messages/messages.service.js';
import { WorkbenchService } from '../workbench/workbench.service.js';
import { AuditService } from './audit.service.js';
import { auditWithin } from './console-kit.js';
import { StaffCookies } from './staff-session.js';
import { StaffService } from './staff.service.js';

/** The customers service of a database (the content figures ask it too). */
export function consoleCustomers(db: Db): CustomersService {
  const messages = MessagesService.on(db);
  return customersOn(db, messages, WorkbenchService.on(db, messages));
}

/** The console's customers calls: search, a customer's sections and grants, and changing them. */
export function registerCustomerRoutes(ctx: AppContext): void {
  const audit = AuditService.on(ctx.db);
  const cookies = new StaffCookies(ctx.config, StaffService.on(ctx.db));
  const customers = consoleCustomers(ctx.db);
  /** The customer's kept answers and sections are dropped on this server after a change. */
  const forget = (userId: number) => {
    ctx.answers.forgetUser(userId);
    forgetSections(ctx.db, userId);
  };

  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, null, (request, reply, roles) =>
    cookies.require(request, reply, roles),
  );

  calls.add(C.list, ({ query }) => customers.search(query));
  calls.add(C.detail, ({ query }) => customers.detail(query.userId));
  calls.add(C.sections, async ({ staff, body: b, request }) => {
    const meta = cookies.meta(request);
    await customers.setSections(
      b.userId,
      b.titles,
      b.before,
      auditWithin(audit, staff, meta, 'customer.sections', 'user', b.userId),
    );
    forget(b.userId);
    return null;
  });
  calls.add(C.grant, async ({ staff, body: b, request }) => {
    const meta = cookies.meta(request);
    await customers.grantDevices(
      b.userId,
      b.platform,
      b.quantity,
      b.seen,
      staff.username,
      auditWithin(audit, staff, meta, 'customer.grant', 'user', b.userId),
    );
    forget(b.userId);
    return null;
  });
}
