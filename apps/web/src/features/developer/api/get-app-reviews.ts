import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';

/** GET /front/fapps/reviews?appId: the decisions on an app and its versions, newest first. */
export function getAppReviews(appId: number, lang: Lang) {
  return call(APP_PATHS.reviews, { query: { appId, lang } });
}

export function appReviewsQueryOptions(appId: number, lang: Lang) {
  return queryOptions({
    queryKey: [...MY_APPS_KEY, 'reviews', appId, lang] as const,
    queryFn: () => getAppReviews(appId, lang),
  });
}

export function useAppReviews(appId: number) {
  return useQuery(appReviewsQueryOptions(appId, useLang()));
}
