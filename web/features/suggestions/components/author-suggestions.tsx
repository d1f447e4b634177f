import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { useSuggestedAuthors } from '../api/get-authors.ts';
import { useCarousel } from '../use-carousel.ts';
import './author-suggestions.css';

function Avatar({ user }: { user: User }) {
  if (user.picture) return <img className="author-card__avatar" {...fixedImage(user.picture, 72)} alt="" width={72} height={72} loading="lazy" />;
  return (
    <span className="author-card__avatar author-card__avatar--initials" aria-hidden="true">
      {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
    </span>
  );
}

/**
 * Author suggestions (spec §2, §9): a carousel of 10 authors, 2/3/5 visible by width, advancing every
 * 5 s. Off-screen items are inert so keyboard and screen-reader users meet only what is shown.
 */
export function AuthorSuggestions() {
  const { t } = useTranslation();
  const authors = useSuggestedAuthors();
  // Nobody is suggested to themselves (the directory's first page may hold the signed-in reader).
  const me = useAtomValue(sessionAtom)?.user.id;
  const items = (authors.data?.items ?? []).filter((user) => user.id !== me);
  const carousel = useCarousel(items.length);
  // Failures are logged only (spec §8); an empty directory has nothing to suggest.
  if (authors.isError || (authors.isSuccess && items.length === 0)) return null;
  const style = { '--visible': carousel.visible, '--index': carousel.index } as CSSProperties;

  return (
    <section className="author-suggestions" aria-roledescription="carousel" aria-labelledby="author-suggestions-title" {...carousel.handlers}>
      <div className="author-suggestions__head">
        <h2 id="author-suggestions-title" className="author-suggestions__title">
          {t('suggestions.title')}
        </h2>
        <div className="author-suggestions__controls">
          <button type="button" className="icon-btn" onClick={carousel.previous} aria-label={t('suggestions.previous')} disabled={items.length <= carousel.visible}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className="icon-btn" onClick={carousel.next} aria-label={t('suggestions.next')} disabled={items.length <= carousel.visible}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      <div className="author-suggestions__viewport" aria-live={carousel.playing ? 'off' : 'polite'}>
        <ul className="author-suggestions__track" style={style} aria-busy={authors.isPending}>
          {authors.isPending
            ? Array.from({ length: carousel.visible }, (_, i) => (
                <li key={i} className="author-suggestions__slide" aria-hidden="true">
                  <span className="author-card">
                    <span className="skeleton author-card__avatar" />
                    <span className="skeleton author-card__line" />
                  </span>
                </li>
              ))
            : items.map((user, i) => {
                const shown = i >= carousel.index && i < carousel.index + carousel.visible;
                return (
                  <li
                    key={user.id}
                    className="author-suggestions__slide"
                    aria-roledescription="slide"
                    aria-label={t('suggestions.slide', { index: i + 1, count: items.length })}
                    aria-hidden={!shown}
                    inert={!shown}
                  >
                    <Link to="/people/$id" params={{ id: user.slug }} className="author-card">
                      <Avatar user={user} />
                      <span className="author-card__name">
                        {user.firstName} {user.lastName}
                      </span>
                      <span className="author-card__cta">{t('suggestions.viewProfile')}</span>
                    </Link>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
