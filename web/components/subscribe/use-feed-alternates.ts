import { useEffect } from 'react';

const FEED_LINKS = 'link[rel="alternate"][type="application/rss+xml"]';

/**
 * Keeps the head's feed links (`<link rel="alternate" type="application/rss+xml">`) those of the
 * page shown, for feed-reader extensions that read the live page. The server writes the first
 * page's (api/site/heads/route-head.ts); once the app moves to another page they describe the wrong
 * one, so a page with feeds replaces them all while it is shown.
 */
export function useFeedAlternates(feeds: { url: string; title: string }[]): void {
  const key = JSON.stringify(feeds);
  useEffect(() => {
    for (const old of document.head.querySelectorAll(FEED_LINKS)) old.remove();
    const links = (JSON.parse(key) as { url: string; title: string }[]).map(({ url, title }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      link.href = url;
      link.title = title;
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [key]);
}
