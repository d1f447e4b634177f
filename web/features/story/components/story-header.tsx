import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';
import { storyParam } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { formatDay } from '#web/lib/format-date.ts';
import { themeParam, themeTitle } from '#web/queries/themes.ts';
import { tribeParam } from '#web/queries/tribes.ts';
import type { PlainKey } from '#web/lib/string-keys.ts';

const TYPE_LABEL: Record<number, { key: PlainKey; icon: 'fileText' | 'mic' | 'video' }> = {
  1: { key: 'articleType.text', icon: 'fileText' },
  2: { key: 'articleType.audio', icon: 'mic' },
  3: { key: 'articleType.video', icon: 'video' },
};

export function formatDate(iso: string, language: string, month: 'long' | 'short' = 'long'): string {
  return formatDay(iso, language, { month });
}

/**
 * The link to the other-language version names that language in that language ("Lire en français"
 * on an English story, "Read in English" on a French one), whatever the interface language, as a
 * language switch does: the reader it is for may not read the current one.
 */
const TRANSLATION_LINK: Record<'fr' | 'en', string> = { fr: 'Lire en français', en: 'Read in English' };

/** Title, subtitle, author, date, tribe and theme chips (chips open the feed filtered by them). */
export function StoryHeader({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const type = TYPE_LABEL[article.type] ?? TYPE_LABEL[1]!;
  const author = article.user;
  return (
    <header className="story-header">
      <div className="story-header__chips">
        <span className={`story-type story-type--${article.type}`}>
          <Icon name={type.icon} size={14} />
          {article.textType === 1 && article.type === 1 ? t('story.storyMode') : t(type.key)}
        </span>
        {article.tribe.map((tribe) => (
          <Link key={`tr-${tribe.id}`} to="/" search={{ tr: tribeParam(tribe) }} className="story-chip" aria-label={t('story.tribeChip', { name: tribe.name })}>
            {tribe.name}
          </Link>
        ))}
        {article.themes.map((theme) => (
          <Link key={`th-${theme.id}`} to="/" search={{ th: themeParam(theme) }} className="story-chip story-chip--theme" aria-label={t('story.themeChip', { name: themeTitle(theme, i18n.language) })}>
            {themeTitle(theme, i18n.language)}
          </Link>
        ))}
      </div>
      <h1 className="story-title">{article.title}</h1>
      {article.subTitle && <p className="story-subtitle">{article.subTitle}</p>}
      <div className="story-byline">
        <Link to="/people/$id" params={{ id: author.slug }} className="story-byline__author">
          <UserAvatar user={author} size={44} />
          <span>
            <span className="story-byline__name">
              {author.firstName} {author.lastName}
            </span>
            <span className="story-byline__date">
              <time dateTime={article.createdAt}>{formatDate(article.createdAt, i18n.language)}</time>
            </span>
          </span>
        </Link>
        {article.commentCount !== undefined && (
          <a href="#comments-title" className="story-comment-count">
            <Icon name="messageCircle" size={16} />
            {t('comments.count', { count: article.commentCount })}
          </a>
        )}
        {article.translation && (
          <Link
            to="/story/$id"
            params={{ id: storyParam(article.translation) }}
            className="story-translation"
            lang={article.translation.language}
            hrefLang={article.translation.language}
            title={article.translation.title}
          >
            <Icon name="globe" size={16} />
            {TRANSLATION_LINK[article.translation.language]}
          </Link>
        )}
      </div>
    </header>
  );
}
