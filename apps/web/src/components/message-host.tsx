import { useEffect } from 'react';
import message from 'antd/es/message';
import { registerMessageApi } from '../lib/feedback';

/** antd's message holder, bound to the surrounding ConfigProvider. */
export default function MessageHost() {
  const [api, holder] = message.useMessage({
    maxCount: 3,
    // Inside <main>, so that a toast on screen is within a landmark (axe "region").
    getContainer: () => document.getElementById('main-content') ?? document.body,
  });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
}
