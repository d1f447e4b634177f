import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { draftTakes } from '#web/db/recordings.ts';
import { formatClock } from './format-clock.ts';

/**
 * Beside the Publish button: which recorded take goes out ("Take 1 · 0:10 will be published"),
 * numbered as in the takes list, so a second take can never be published unnoticed (issue #25).
 */
export function ChosenTake({ draftId, takeId }: { draftId: string; takeId: string }) {
  const { t } = useTranslation();
  const takes = useLiveQuery(() => draftTakes(draftId), [draftId]);
  const index = takes?.findIndex((s) => s.id === takeId) ?? -1;
  if (!takes || index < 0) return null;
  return (
    <p className="chosen-take" aria-live="polite">
      {t('studio.takes.chosen', { n: index + 1, duration: formatClock(takes[index]!.durationMs) })}
    </p>
  );
}
