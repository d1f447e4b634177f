import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { feedPath, type FeedKind, type FeedScopeRef } from '#api/schemas/feed-paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { siteOriginAtom } from '#web/lib/site-origin.ts';
import { podcastAppLinks } from './podcast-apps.ts';
import { useFeedAlternates } from './use-feed-alternates.ts';
import './subscribe-feeds.css';

export interface SubscribeFeedsProps {
  scope: FeedScopeRef;
  /** The author's or the tribe's name (their feeds' titles say it). */
  name?: string;
  /** The feed the page is about, shown first: the podcast feed except on the articles page. */
  first?: FeedKind;
  /** Only announce the feeds in the head, with no button (one's own profile: nobody subscribes to themselves). */
  hidden?: boolean;
}

/** The titles of a scope's two feeds, as the head's links and feed readers show them. */
function useFeedTitles(scope: FeedScopeRef, name: string): Record<FeedKind, string> {
  const { t } = useTranslation();
  switch (scope.kind) {
    case 'author':
      return { podcast: t('subscribe.podcastFeedOf', { name }), articles: t('subscribe.articleFeedOf', { name }) };
    case 'tribe':
      return { podcast: t('subscribe.tribePodcasts', { name }), articles: t('subscribe.tribeArticles', { name }) };
    case 'language':
      return scope.language === 'fr' ? { podcast: t('subscribe.frPodcasts'), articles: t('subscribe.frArticles') } : { podcast: t('subscribe.enPodcasts'), articles: t('subscribe.enArticles') };
    case 'site':
      return { podcast: t('subscribe.sitePodcasts'), articles: t('subscribe.siteArticles') };
  }
}

/** What a scope's feeds hold, said above the addresses (a profile needs no such line). */
function useScopeLine(scope: FeedScopeRef, name: string): string | null {
  const { t } = useTranslation();
  if (scope.kind === 'site') return t('subscribe.scopeSite');
  if (scope.kind === 'tribe') return t('subscribe.scopeTribe', { name });
  if (scope.kind === 'language') return scope.language === 'fr' ? t('subscribe.scopeFr') : t('subscribe.scopeEn');
  return null;
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

function PodcastApps({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="subscribe__apps-title">{t('subscribe.openIn')}</p>
      <ul className="subscribe__apps">
        {podcastAppLinks(url, title).map(({ app, href }) => (
          <li key={app}>
            <a href={href} rel="noopener">
              {app}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Subscribe" (issues #14, #26): a disclosure with a scope's podcast and article feed addresses to
 * copy and the podcast apps to open the podcast feed in. A `<details>`: it opens from the keyboard
 * and, in the server's HTML, before the page's code has started.
 */
export function SubscribeFeeds({ scope, name = '', first = 'podcast', hidden = false }: SubscribeFeedsProps) {
  const { t } = useTranslation();
  const origin = useAtomValue(siteOriginAtom);
  const titles = useFeedTitles(scope, name);
  const scopeLine = useScopeLine(scope, name);
  const kinds: FeedKind[] = first === 'podcast' ? ['podcast', 'articles'] : ['articles', 'podcast'];
  const urls = { podcast: origin + feedPath('podcast', scope), articles: origin + feedPath('articles', scope) };
  useFeedAlternates(kinds.map((kind) => ({ url: urls[kind], title: titles[kind] })));
  if (hidden) return null;
  return (
    <details className="subscribe">
      <summary className="btn btn--ghost">
        <Icon name="share" size={18} />
        {t('subscribe.button')}
      </summary>
      <div className="subscribe__panel">
        {scopeLine && <p className="subscribe__scope">{scopeLine}</p>}
        {kinds.map((kind) =>
          kind === 'podcast' ? (
            <div key={kind} className="subscribe__group">
              <FeedUrl label={t('subscribe.podcastFeed')} url={urls.podcast} />
              <PodcastApps url={urls.podcast} title={titles.podcast} />
            </div>
          ) : (
            <FeedUrl key={kind} label={t('subscribe.articleFeed')} url={urls.articles} />
          ),
        )}
      </div>
    </details>
  );
}
