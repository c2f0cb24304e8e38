import type { MessageInstance } from 'antd/es/message/interface';
import { LIMITS } from '@seuiot/contract';

/**
 * Toasts from non-React code (the query client's error handler). The antd message host is a
 * lazy chunk mounted inside the app's ConfigProvider (theme, locale) on the first toast; until it
 * registers, toasts wait in a queue.
 */
export interface Toast {
  content: string;
  duration: number;
  /** Error unless said otherwise. */
  type?: 'error' | 'success' | 'warning';
}

let messageApi: MessageInstance | null = null;
const queue: Toast[] = [];
const hostListeners = new Set<() => void>();
let hostWanted = false;

export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
  if (!api) return;
  for (const toast of queue.splice(0)) show(api, toast);
}

function show(api: MessageInstance, toast: Toast): void {
  void api.open({
    type: toast.type ?? 'error',
    content: toast.content,
    duration: toast.duration,
    key: toast.content,
  });
}

export function showErrorToast(toast: Toast): void {
  if (messageApi) {
    show(messageApi, toast);
    return;
  }
  queue.push(toast);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
}

/** A success toast (code sent, registration submitted...), through the same host. */
export function showSuccessToast(content: string, duration: number = LIMITS.toastSeconds): void {
  showErrorToast({ content, duration, type: 'success' });
}

export function isHostWanted(): boolean {
  return hostWanted;
}

export function subscribeHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}
