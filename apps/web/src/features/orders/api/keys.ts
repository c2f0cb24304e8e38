/** Query keys of my work orders: everything under `['orders']`, so a change refetches all. */
export const ordersKey = {
  all: ['orders'] as const,
  types: (lang: string) => ['orders', 'types', lang] as const,
  list: (lang: string, query: object) => ['orders', 'list', lang, query] as const,
  detail: (lang: string, id: number) => ['orders', 'detail', lang, id] as const,
  products: (lang: string) => ['orders', 'products', lang] as const,
};

/** The header badge and the message lists (features/messages) refetch after an order changes. */
export const MESSAGES_KEY = ['messages'] as const;
