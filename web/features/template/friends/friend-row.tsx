import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Friend } from '../model/types.ts';
import { FriendPopover } from './friend-popover.tsx';

/** A friend: avatar with status dot, title, city and status; the button opens the popover. */
export function FriendRow({ friend, popoverOpen, onClick, onClosePopover, onChat }: { friend: Friend; popoverOpen: boolean; onClick: () => void; onClosePopover: () => void; onChat: () => void }) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li className="friend-row" ref={rowRef}>
      <button ref={buttonRef} type="button" className="friend-row__button" aria-expanded={popoverOpen} onClick={onClick}>
        <span className="friend-row__avatar">
          <img src={friend.image} alt="" width={40} height={40} />
          <span className={`friend-row__dot ${friend.class}`} aria-hidden="true" />
        </span>
        <span className="friend-row__text">
          <span className="friend-row__title">{friend.title}</span>
          <span className="friend-row__city">{friend.city}</span>
        </span>
        <span className={`friend-row__status friend-row__status--${friend.status}`}>{t(`friends.status.${friend.status}`)}</span>
      </button>
      {popoverOpen && <FriendPopover friend={friend} containerRef={rowRef} returnFocus={buttonRef} onClose={onClosePopover} onChat={onChat} />}
    </li>
  );
}
