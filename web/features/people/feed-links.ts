/** The server's feed URLs of an author (README, "API notes"), absolute on this origin. */
export function authorFeedUrls(slug: string, origin: string = typeof window === 'undefined' ? '' : window.location.origin) {
  const name = encodeURIComponent(slug);
  return { podcast: `${origin}/feeds/podcast/author/${name}.xml`, articles: `${origin}/feeds/articles/author/${name}.xml` };
}

/**
 * Links that open a podcast feed in the common podcast apps (each app's documented subscribe link):
 * Apple Podcasts takes the `podcast:` scheme; Overcast an x-callback URL; Pocket Casts and
 * AntennaPod their subscribe deep links.
 */
export function podcastAppLinks(feedUrl: string): { app: string; href: string }[] {
  const bare = feedUrl.replace(/^https?:\/\//, '');
  return [
    { app: 'Apple Podcasts', href: `podcast://${bare}` },
    { app: 'Overcast', href: `overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl)}` },
    { app: 'Pocket Casts', href: `pktc://subscribe/${bare}` },
    { app: 'AntennaPod', href: `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feedUrl)}` },
  ];
}
