import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { appStore } from '#web/lib/app-store.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { syncStateAtom } from '#web/sync/sync-state.ts';
import { useOutbox } from '../use-outbox.ts';
import { SyncPanel } from './sync-panel.tsx';

/**
 * The header's sync button: an icon for the state (offline, sending, needs attention, waiting,
 * all saved) with the count of waiting changes; it opens the panel listing them. Shown only to a
 * signed-in reader or offline: `OfflineStatus` decides, and loads this code only then.
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const online = useAtomValue(onlineAtom, { store: appStore });
  const { phase } = useAtomValue(syncStateAtom, { store: appStore });
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  // Escape hides the tooltip until the pointer or focus leaves (WCAG 1.4.13: dismissible).
  const [tipDismissed, setTipDismissed] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(root, open, () => setOpen(false), { on: 'click', escape: false });

  const attention = outbox.rejected.length + outbox.conflicts.length;
  const count = outbox.pending.length;
  const icon: IconName = !online ? 'wifiOff' : attention ? 'alert' : phase === 'syncing' ? 'refresh' : count ? 'cloud' : 'check';
  // The name says the state in words (a bare ✓ means nothing to a screen reader or a newcomer), and
  // the tooltip shows it on hover and keyboard focus (issue #25).
  const label = attention
    ? t('sync.buttonFailed')
    : count
      ? t('sync.buttonPending', { count })
      : !online
        ? t('syncStatus.offline')
        : phase === 'syncing'
          ? t('syncStatus.syncing')
          : t('syncStatus.saved');

  return (
    <div
      className="sync-indicator"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        } else if (e.key === 'Escape') setTipDismissed(true);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`icon-btn sync-indicator__button${attention ? ' is-alert' : ''}${!online ? ' is-offline' : ''}${phase === 'syncing' ? ' is-syncing' : ''}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onMouseLeave={() => setTipDismissed(false)}
        onBlur={() => setTipDismissed(false)}
      >
        <Icon name={icon} />
        {count + attention > 0 && (
          <span className="sync-indicator__count" aria-hidden="true">
            {count + attention}
          </span>
        )}
      </button>
      {/* The button's name already says this: the tooltip is for the eyes only. */}
      {!open && !tipDismissed && (
        <span className="sync-indicator__tip" aria-hidden="true">
          {label}
        </span>
      )}
      {open && <SyncPanel id={panelId} outbox={outbox} online={online} />}
    </div>
  );
}
