import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDismiss } from '#web/components/use-dismiss.ts';
import type { Friend } from '../model/types.ts';

/** The popover a friend opens (spec §3 "Popover data": image and title), with chat and profile actions. */
export function FriendPopover({
  friend,
  onClose,
  onChat,
  containerRef,
  returnFocus,
}: {
  friend: Friend;
  onClose: () => void;
  onChat: () => void;
  /** The row holding the popover and the button that opened it (a click there is not "outside"). */
  containerRef: RefObject<HTMLElement | null>;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  useDismiss(containerRef, true, onClose, { returnFocus });
  const titleId = `friend-popover-${friend.title.replace(/\W+/g, '-')}`;

  return (
    <div className="friend-popover" role="dialog" aria-labelledby={titleId}>
      <img src={friend.image} alt="" className="friend-popover__image" width={72} height={72} />
      <p className="friend-popover__title" id={titleId}>
        {friend.title}
      </p>
      <p className="friend-popover__meta muted">
        <Icon name="mapPin" size={14} /> {friend.city} · {t(`friends.status.${friend.status}`)}
      </p>
      <div className="friend-popover__actions">
        <button type="button" className="tpl-btn tpl-btn--sm" onClick={onChat} autoFocus>
          <Icon name="messageCircle" size={16} /> {t('friends.message')}
        </button>
        <Link to="/profile/$tab" params={{ tab: 'friend-profile' }} className="tpl-btn tpl-btn--sm tpl-btn--ghost" onClick={onClose}>
          {t('friends.viewProfile')}
        </Link>
      </div>
    </div>
  );
}
