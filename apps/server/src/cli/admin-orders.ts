import { LIMITS } from '@seuiot/contract';
import type { Db } from '../db/kysely.js';
import type { Storage } from '../storage/storage.js';
import { DevicesRepo } from '../modules/devices/devices.repo.js';
import { DevicesService } from '../modules/devices/devices.service.js';
import { MessagesService } from '../modules/messages/messages.service.js';
import { OrdersRepo } from '../modules/orders/orders.repo.js';
import { OrdersAutoClose } from '../modules/orders/orders-autoclose.service.js';
import { OrdersStaffRepo } from '../modules/orders/orders-staff.repo.js';
import { OrdersStaffService } from '../modules/orders/orders-staff.service.js';

/** The work-order commands of `npm run admin` (decision 0016); the service holds every rule. */
export const ORDER_USAGE = `Work orders (staff):
  npm run admin -- orders-open                      open work orders, waiting for support first
  npm run admin -- orders-reply WO-NUMBER "TEXT" [STAFF NAME]
                                                    reply; the customer is sent a message linking it
  npm run admin -- orders-close WO-NUMBER [STAFF NAME]
                                                    close it (the customer may rate or reopen it)
  npm run admin -- orders-counts                    open work orders per device model and app version
  npm run admin -- orders-autoclose                 run the automatic close once (the server runs it
                                                    every 10 minutes)`;

/** The commands this file answers. */
export const ORDER_COMMANDS = new Set([
  'orders-open',
  'orders-reply',
  'orders-close',
  'orders-counts',
  'orders-autoclose',
]);

/** The commands act without the HTTP server: attachments are neither read nor written. */
const NO_STORAGE = {
  stage: () => Promise.reject(new Error('no storage in the admin command')),
} as unknown as Storage;

/** Runs one work-order command; the text to print. */
export async function runOrderCommand(db: Db, args: string[]): Promise<string> {
  const [command, ref, ...rest] = args;
  const deps = {
    repo: new OrdersRepo(db),
    storage: NO_STORAGE,
    messages: MessagesService.on(db),
    devices: new DevicesService(new DevicesRepo(db)),
    quotaMb: 0,
  };
  const orders = new OrdersStaffService(deps, new OrdersStaffRepo(db));
  const need = (): string => {
    if (!ref) throw new Error(`missing work-order number\n${ORDER_USAGE}`);
    return ref;
  };
  switch (command) {
    case 'orders-open': {
      const open = await orders.openOrders();
      if (!open.length) return 'no open work orders';
      return open
        .map(
          (o) =>
            `${o.number}  ${o.statusName.padEnd(9)}  since ${o.since}  ${o.customer}  ${o.title}` +
            (o.device ? `  [${o.device}]` : '') +
            (o.app ? `  [${o.app}]` : ''),
        )
        .join('\n');
    }
    case 'orders-reply': {
      const text = rest[0] ?? '';
      if (!text.trim()) throw new Error(`a reply needs a text\n${ORDER_USAGE}`);
      const staff = { name: rest.slice(1).join(' ') || 'Support' };
      const number = need();
      await orders.staffReply(number, text, staff);
      return `${number} replied; it closes by itself in ${LIMITS.orderAutoCloseDays} days without an answer`;
    }
    case 'orders-close': {
      const number = need();
      await orders.staffClose(number, { name: rest.join(' ') || 'Support' });
      return `${number} closed`;
    }
    case 'orders-counts': {
      const { byModel, byAppVersion } = await orders.openCounts();
      return [
        'open work orders per device model:',
        ...(byModel.length ? byModel.map((r) => `  ${r.model}: ${r.count}`) : ['  none']),
        'open work orders per app version:',
        ...(byAppVersion.length
          ? byAppVersion.map((r) => `  ${r.app} ${r.version}: ${r.count}`)
          : ['  none']),
      ].join('\n');
    }
    case 'orders-autoclose': {
      const { warned, closed } = await new OrdersAutoClose(deps).runAutoClose();
      return `warned ${warned}, closed ${closed}`;
    }
    default:
      throw new Error(ORDER_USAGE);
  }
}
