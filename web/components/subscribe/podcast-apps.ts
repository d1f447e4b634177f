/**
 * Links that open a podcast feed in the common podcast apps, each in the form the app documents:
 * Apple Podcasts takes the `podcast:` scheme (the feed's address without `https://`); Overcast an
 * x-callback URL; Pocket Casts its `pktc://subscribe/` link; AntennaPod its https deep link, which
 * opens the app's subscribe screen, or a page explaining how without the app (its
 * `antennapod-subscribe://` scheme mangles https addresses: browsers read `https` as its host).
 */
export function podcastAppLinks(feedUrl: string, title: string): { app: string; href: string }[] {
  const bare = feedUrl.replace(/^https?:\/\//, '');
  return [
    { app: 'Apple Podcasts', href: `podcast://${bare}` },
    { app: 'Overcast', href: `overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl)}` },
    { app: 'Pocket Casts', href: `pktc://subscribe/${bare}` },
    { app: 'AntennaPod', href: `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feedUrl)}&title=${encodeURIComponent(title)}` },
  ];
}
