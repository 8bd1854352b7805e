import { type ComponentProps, lazy, Suspense } from 'react';

const BannerView = lazy(() =>
  import('./announcements-banner-view').then((module) => ({
    default: module.AnnouncementsBanner,
  })),
);

/**
 * The announcements banner, its code loaded after the page's first paint: it shows nothing until
 * the active announcements arrive anyway, so the sign-in page and the chat do not wait for it.
 */
export function AnnouncementsBanner(props: ComponentProps<typeof BannerView>) {
  return (
    <Suspense fallback={null}>
      <BannerView {...props} />
    </Suspense>
  );
}
