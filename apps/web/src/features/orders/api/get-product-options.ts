import { useQuery } from '@tanstack/react-query';
import { DEVICE_PATHS, LIMITS, type Device, type Page, type Product } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import { ordersKey } from './keys';

/** What the product field offers: my devices first, then every model of the catalogue. */
export interface ProductOptions {
  devices: Device[];
  models: { model: string; name: string }[];
}

/**
 * GET /front/device/myDevices (my devices, serial and model) and /product/queryProductJson (the
 * catalogue's models). Either may fail alone: the field stays a free text box with what came.
 */
export async function getProductOptions(): Promise<ProductOptions> {
  const [devices, models] = await Promise.allSettled([
    api.get<Page<Device>>(
      DEVICE_PATHS.myDevices.path,
      { pageNum: LIMITS.firstPage, pageSize: LIMITS.maxPageSize },
      { mask: false },
    ),
    api.get<Product[]>(DEVICE_PATHS.productSpecs.path, undefined, { mask: false }),
  ]);
  return {
    devices: devices.status === 'fulfilled' ? devices.value.list : [],
    models:
      models.status === 'fulfilled'
        ? models.value.map((product) => ({ model: product.model, name: product.name }))
        : [],
  };
}

export function useProductOptions(enabled: boolean) {
  return useQuery({
    queryKey: ordersKey.products(useLang()),
    queryFn: getProductOptions,
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  });
}
