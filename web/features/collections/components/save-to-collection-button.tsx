import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { SaveToCollectionPanel } from './save-to-collection-panel.tsx';
import './collections.css';

/**
 * "Save to a collection": the bookmark button of a story and its panel (a popover on a wide
 * screen, a sheet over the bottom of a phone's). Done, Escape, a swipe down or a press outside
 * close it; focus goes back to this button unless the reader put it somewhere else (issue #25).
 */
export function SaveToCollectionButton({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // A press outside leaves focus where it landed; only a press on nothing (focus falls to the body,
  // or stays in the closing panel) brings it back to the opener. Escape always does.
  useDismiss(
    root,
    open,
    () => {
      setOpen(false);
      const active = document.activeElement;
      if (!active || active === document.body || root.current?.contains(active)) opener.current?.focus();
    },
    { on: 'click', returnFocus: opener },
  );
  if (!userId) return null;
  return (
    <div className="save-to" ref={root}>
      <button
        ref={opener}
        type="button"
        className="icon-btn"
        aria-label={t('collections.saveTo')}
        title={t('collections.saveTo')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="bookmark" size={20} />
      </button>
      {open && <SaveToCollectionPanel id={panelId} userId={userId} article={article} onClose={close} />}
    </div>
  );
}
