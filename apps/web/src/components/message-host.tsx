import { useEffect, useReducer } from 'react';
import message from 'antd/es/message';
import { registerMessageApi } from '../lib/feedback';

const mainContent = () => document.getElementById('main-content');

/**
 * antd's message holder, bound to the surrounding ConfigProvider. Its toasts sit inside the
 * page's <main> (a toast on screen is then within a landmark, axe "region"); each layout has a
 * <main> of its own, so when a navigation replaces it the holder renders again and moves the
 * toasts on screen into the new one. Without that, a toast shown just before a navigation
 * (single sign-on refused, then home) went away with the old page unseen.
 */
export default function MessageHost() {
  const [api, holder] = message.useMessage({
    maxCount: 3,
    getContainer: () => mainContent() ?? document.body,
  });
  const [, follow] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  useEffect(() => {
    let current = mainContent();
    const observer = new MutationObserver(() => {
      const next = mainContent();
      if (next === current) return;
      current = next;
      follow();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return holder;
}
