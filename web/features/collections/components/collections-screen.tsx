import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '#web/lib/session.ts';
import { useCollections } from '../use-collections.ts';
import { CollectionSection } from './collection-section.tsx';
import { CreateCollection } from './create-collection.tsx';
import { ProfileHead } from './profile-head.tsx';
import './collections.css';

/** The signed-in reader's collections (spec §2 "collections"), read from the device and synced. */
export function CollectionsScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const { collections, failed } = useCollections();
  if (!session) return null;
  return (
    <div className="collections-page">
      <ProfileHead user={session.user} collectionCount={collections?.length} />
      <div className="collections-page__head">
        <h1 className="page-title">{t('collections.title')}</h1>
        <CreateCollection />
      </div>
      {collections === undefined ? (
        <div className="collections-page__loading" aria-busy="true">
          <span className="visually-hidden">{t('collections.loading')}</span>
          <div className="skeleton collections-page__skeleton" />
          <div className="skeleton collections-page__skeleton" />
        </div>
      ) : failed ? (
        <p className="state">{t('collections.notLoaded')}</p>
      ) : (
        collections.map((collection) => <CollectionSection key={collection.id} collection={collection} />)
      )}
    </div>
  );
}
