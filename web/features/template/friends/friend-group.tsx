import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import type { Friend, FriendGroup as Group } from '../model/types.ts';
import { FriendRow } from './friend-row.tsx';

/**
 * One collapsible group of the friends panel. `forceOpen` shows it open while searching; in
 * `picking` mode ("start new conversation") a click opens the chat instead of the popover.
 */
export function FriendGroup({ group, forceOpen, picking, onChat }: { group: Group; forceOpen: boolean; picking: boolean; onChat: (friend: Friend) => void }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(group.isCollapsed);
  const [popover, setPopover] = useState<string | null>(null);
  const listId = useId();
  const open = forceOpen || !collapsed;

  return (
    <section className="friend-group">
      <h3 className="friend-group__heading">
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setCollapsed(open)} disabled={forceOpen}>
          <span>{t(`friends.groups.${group.heading}`, { defaultValue: group.heading })}</span>
          <span className="friend-group__count">{group.data.length}</span>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size={18} />
        </button>
      </h3>
      <ul id={listId} className="friend-group__list" hidden={!open}>
        {group.data.map((friend) => (
          <FriendRow
            key={friend.title}
            friend={friend}
            popoverOpen={popover === friend.title}
            onClick={() => (picking ? onChat(friend) : setPopover((p) => (p === friend.title ? null : friend.title)))}
            onClosePopover={() => setPopover(null)}
            onChat={() => {
              setPopover(null);
              onChat(friend);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
