import { useQuery } from '@tanstack/react-query';
import { CONSOLE_CONTENT_PATHS as C, type CallAnswer, type CallAt } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { apiForm } from '../form-upload';
import { useContentChange, type Body, type ContentChange } from './notices';

type Banner = CallAnswer<CallAt<typeof C.bannerState>>;

/** Every banner, shown or withdrawn, by position and order. */
export function useBanners() {
  return useQuery({
    queryKey: ['console', 'banners'],
    queryFn: () => call(C.banners, { query: {} }),
  });
}

/** A position's banners in a new order, with the order the editor saw (B0009 if it changed). */
export function useBannerOrder(options: ContentChange<Banner[]>) {
  return useContentChange(
    (body: Body<typeof C.bannerOrder>) => call(C.bannerOrder, { body }),
    options,
  );
}

/** Shows or withdraws a banner. */
export function useBannerShown(options: ContentChange<Banner>) {
  return useContentChange(
    (body: Body<typeof C.bannerState>) => call(C.bannerState, { body }),
    options,
  );
}

/** Creates or changes a banner: the form's fields and, when chosen, the image (multipart). */
export function useSaveBanner(options: ContentChange<Banner>) {
  return useContentChange((form: FormData) => apiForm<Banner>(C.bannerSave.path, form), options);
}
