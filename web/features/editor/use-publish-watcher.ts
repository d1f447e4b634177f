import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { db } from '#web/db/database.ts';
import { finishPublishedDrafts } from '#web/sync/mutations/editor-drafts.ts';
import { keepReferenceData } from './api/reference-data.ts';

/**
 * While the author is signed in: when a publish made offline reaches the server, its draft is
 * dropped, the article lists refresh and a toast says so. Also keeps tribes and themes on the
 * device for drafting offline.
 */
export function usePublishWatcher(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!userId) return;
    const idle = setTimeout(() => void keepReferenceData(), 2000);
    let running = false;
    const subscription = liveQuery(() => db.outbox.where('[userId+status]').equals([userId, 'pending']).count()).subscribe({
      next: () => {
        if (running) return;
        running = true;
        void finishPublishedDrafts(userId)
          .then((titles) => {
            if (titles.length === 0) return;
            void queryClient.invalidateQueries({ queryKey: ['articles'] });
            for (const title of titles) showToast(t('editor.publishedLater', { title }), 'success');
          })
          .catch(() => undefined)
          .finally(() => {
            running = false;
          });
      },
    });
    return () => {
      clearTimeout(idle);
      subscription.unsubscribe();
    };
  }, [userId, queryClient, t]);
}
