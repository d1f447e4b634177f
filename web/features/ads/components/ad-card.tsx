import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '#api/schemas/ad.ts';
import { Icon } from '#web/components/icon.tsx';
import { fluidImage } from '#web/lib/image-sources.ts';
import { useAdImpression } from '../use-ad-impression.ts';
import './ad-card.css';

/** A native school ad in the feed: clearly labelled as sponsored, its CTA opening in a new tab. */
export function AdCard({ ad, pageViewId }: { ad: Advertisement; pageViewId: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useAdImpression(ref, ad.id, pageViewId);
  // The same ad can fill two slots of a long feed: ids must stay unique.
  const titleId = useId();

  return (
    <aside ref={ref} className="ad-card card" aria-label={t('ads.label', { sponsor: ad.sponsor })} data-ad-id={ad.id}>
      <div className="ad-card__media">
        {ad.imageUrl ? <img {...fluidImage(ad.imageUrl, '(max-width: 768px) 100vw, 400px')} alt="" loading="lazy" decoding="async" width={640} height={400} /> : <Icon name="award" size={48} />}
        {/* The advertiser's own words ("15% off", "First lesson free"), in the ad's language. */}
        {ad.discount && <span className="ad-card__discount">{ad.discount}</span>}
      </div>
      <div className="ad-card__body">
        <p className="ad-card__eyebrow">
          <span className="ad-card__sponsored">{t('ads.sponsored')}</span>
          {ad.category && <span className="ad-card__category">{ad.category}</span>}
        </p>
        <h3 id={titleId} className="ad-card__title">
          {ad.title}
        </h3>
        <p className="ad-card__description">{ad.description}</p>
        <div className="ad-card__footer">
          <div className="ad-card__facts">
            {ad.price && (
              <p className="ad-card__price">
                <span className="visually-hidden">{t('ads.price')} </span>
                {ad.price}
              </p>
            )}
            <p className="ad-card__sponsor">{t('ads.by', { sponsor: ad.sponsor })}</p>
          </div>
          <a className="btn ad-card__cta" href={ad.link} target="_blank" rel="noopener noreferrer sponsored" aria-describedby={titleId}>
            {ad.buttonText}
            <span className="visually-hidden"> {t('ads.newTab')}</span>
            <Icon name="share" size={16} />
          </a>
        </div>
      </div>
    </aside>
  );
}
