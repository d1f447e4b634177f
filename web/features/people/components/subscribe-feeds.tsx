import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { authorFeedUrls, podcastAppLinks } from '../feed-links.ts';

/**
 * Announces the author's feeds to browsers and feed readers (`<link rel="alternate">` in the head)
 * while the profile is shown.
 */
function useAlternateLinks(feeds: { url: string; title: string }[]) {
  const key = JSON.stringify(feeds);
  useEffect(() => {
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

function FeedUrl({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation();
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => showToast('subscribe.copied', 'success'),
      () => showToast('subscribe.copyFailed', 'error'),
    );
  };
  return (
    <div className="subscribe__feed">
      <label>
        <span className="subscribe__label">{label}</span>
        <input className="subscribe__url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="btn btn--ghost" onClick={copy}>
        {t('subscribe.copy')}
      </button>
    </div>
  );
}

/**
 * "Subscribe" on a profile: the author's podcast and article feed URLs to copy, and podcast apps to
 * open. On one's own profile there is no button (nobody subscribes to themselves, issue #25); the
 * page still announces the feeds to browsers.
 */
export function SubscribeFeeds({ slug, name, own = false }: { slug: string; name: string; own?: boolean }) {
  const { t } = useTranslation();
  const urls = authorFeedUrls(slug);
  useAlternateLinks([
    { url: urls.podcast, title: t('subscribe.podcastFeedOf', { name }) },
    { url: urls.articles, title: t('subscribe.articleFeedOf', { name }) },
  ]);
  if (own) return null;
  return (
    <details className="subscribe">
      <summary className="btn btn--ghost">
        <Icon name="share" size={18} />
        {t('subscribe.button')}
      </summary>
      <div className="subscribe__panel">
        <FeedUrl label={t('subscribe.podcastFeed')} url={urls.podcast} />
        <p className="subscribe__apps-title">{t('subscribe.openIn')}</p>
        <ul className="subscribe__apps">
          {podcastAppLinks(urls.podcast).map(({ app, href }) => (
            <li key={app}>
              <a href={href} rel="noopener">
                {app}
              </a>
            </li>
          ))}
        </ul>
        <FeedUrl label={t('subscribe.articleFeed')} url={urls.articles} />
      </div>
    </details>
  );
}
