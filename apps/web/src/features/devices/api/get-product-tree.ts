import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVICE_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import type { ProductTreeNode } from '../types';

/** GET /front/classify/productTree (public): device families with their models. */
export function getProductTree() {
  return call(DEVICE_PATHS.productTree, { query: {} });
}

export function productTreeQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['devices', 'productTree', lang] as const,
    queryFn: getProductTree,
    staleTime: 5 * 60_000,
  });
}

export function useProductTree() {
  return useQuery(productTreeQueryOptions(useLang()));
}

/** Every model id of a family and its sub-families. */
export function modelIdsOf(node: ProductTreeNode): Set<number> {
  const ids = new Set<number>();
  const walk = (n: ProductTreeNode) => {
    for (const product of n.products) ids.add(product.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}
