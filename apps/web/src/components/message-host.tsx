import { useEffect } from 'react';
import message from 'antd/es/message';
import { registerMessageApi } from '../lib/feedback';

/** antd's message holder, bound to the surrounding ConfigProvider. */
export default function MessageHost() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
}
