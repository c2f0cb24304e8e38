import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The antd message API bound to the app's context (theme, locale), registered by the
 * FeedbackBridge component inside <App>, so that non-React code (the query client's error
 * handler) can show toasts without antd's static methods.
 */
let messageApi: MessageInstance | null = null;

export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function getMessageApi(): MessageInstance | null {
  return messageApi;
}
