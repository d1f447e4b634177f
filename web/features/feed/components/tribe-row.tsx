import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tribeParam, useRandomTribes } from '#web/queries/tribes.ts';

/** Spec §2/§9: up to 4 random tribes; choosing one navigates to `/?tr=<slug>-<id>`. */
export const HOME_TRIBES = 4;

export function TribeRow({ activeTribe }: { activeTribe?: number }) {
  const { t } = useTranslation();
  const tribes = useRandomTribes(HOME_TRIBES);
  // Reference data: a failure hides the row rather than blocking the feed (spec §8).
  if (tribes.isError) return null;
  return (
    <nav className="tribe-row" aria-label={t('home.tribesLabel')}>
      <h2 className="tribe-row__title">{t('home.tribesTitle')}</h2>
      <ul className="tribe-row__list">
        {tribes.isPending
          ? Array.from({ length: HOME_TRIBES }, (_, i) => (
              <li key={i} aria-hidden="true">
                <span className="skeleton tribe-row__placeholder" />
              </li>
            ))
          : tribes.data.items.slice(0, HOME_TRIBES).map((tribe) => (
              <li key={tribe.id}>
                <Link to="/" search={{ tr: tribeParam(tribe) }} className="tribe-pill" aria-current={tribe.id === activeTribe ? 'true' : undefined}>
                  {tribe.name}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
