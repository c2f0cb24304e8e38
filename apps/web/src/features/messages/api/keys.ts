/**
 * Query keys of my messages. Everything under `['messages']`, so marking read invalidates the
 * header badge and every cached list page at once.
 */
export const messagesKey = {
  all: ['messages'] as const,
  unreadCount: ['messages', 'unreadCount'] as const,
  list: (lang: string, filter: string, pageNum: number, pageSize: number) =>
    ['messages', 'list', lang, filter, pageNum, pageSize] as const,
};

/** The workbench's "my data" tile counts the unread messages too (features/workbench). */
export const WORKBENCH_MY_DATA_KEY = ['workbench', 'myData'] as const;
