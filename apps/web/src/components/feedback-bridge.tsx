import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isHostWanted, subscribeHost } from '../lib/feedback';

const MessageHost = lazy(() => import('./message-host'));

/** Mounts the toast host once the first toast is asked for (lib/feedback). */
export function FeedbackBridge() {
  const wanted = useSyncExternalStore(subscribeHost, isHostWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <MessageHost />
    </Suspense>
  ) : null;
}
