import { LatestNotices } from '../../features/notices/components/latest-notices';

/**
 * The home page's one notice block, the latest notices with the way to all of them (its own
 * chunk). The paged list beside it repeated the same notices under a second heading and made the
 * page 7,000 px tall on phones; /notice is the list.
 */
export default function HomeNotices() {
  return <LatestNotices />;
}
