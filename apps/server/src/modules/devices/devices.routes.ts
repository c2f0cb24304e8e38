import type { FastifyRequest } from 'fastify';
import { DEVICE_CALLS as D } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import type { DevicesService } from './devices.service.js';

/**
 * My devices (tagged workbench: the workbench shows them) and the device models, every call
 * described once in DEVICE_CALLS (decision 0061).
 */
export function registerDevicesRoutes(ctx: AppContext, devices: DevicesService): void {
  const L = (request: FastifyRequest) => ctx.langOf(request);
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(D.myDevices, ({ userId, query, request }) => {
    const lang = L(request);
    const { pageNum, pageSize, serial } = query;
    return ctx.answers.get(
      userId,
      'devices',
      `list|${lang}|${pageNum}|${pageSize}|${serial ?? ''}`,
      () => devices.devices(userId, query, lang),
    );
  });
  calls.add(D.servicePassword, ({ userId, body }) => devices.servicePassword(userId, body.serial), {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  });

  // ---- Classifications and products
  calls.add(D.classifications, ({ query, request }) =>
    devices.classifications(query.kind, L(request)),
  );
  calls.add(D.products, ({ query, request }) =>
    devices.products(L(request), { classificationId: query.classificationId }),
  );
  calls.add(D.productGroups, ({ request }) => devices.byFirstLevel(L(request)));
  calls.add(D.productTree, ({ request }) => devices.productTree(L(request)));
  calls.add(D.aboutProduct, ({ query, request }) => devices.about(query.productId, L(request)));
  calls.add(D.marketingProducts, ({ request }) => devices.products(L(request)));
  calls.add(D.productSpecs, ({ query, request }) =>
    devices.products(L(request), { ids: query.ids?.split(',').map(Number) }),
  );
  calls.add(D.productSuperior, ({ query, request }) =>
    devices.superior(query.productId, L(request)),
  );
}
