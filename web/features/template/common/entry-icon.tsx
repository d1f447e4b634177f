import { Icon, type IconName } from '#web/components/icon.tsx';
import type { HeaderIconEntry } from '../model/types.ts';

const FALLBACK: IconName = 'square';

function isIconName(name: string): name is IconName {
  // The feather names the shared Icon draws; the data may name one it does not have.
  return [
    'home',
    'star',
    'globe',
    'music',
    'cloud',
    'calendar',
    'gift',
    'award',
    'user',
    'users',
    'settings',
    'info',
    'messageCircle',
    'image',
    'video',
    'bell',
    'mail',
    'heart',
    'grid',
    'bookmark',
    'mapPin',
  ].includes(name);
}

/** The icon of a header icon entry: a feather icon, or a short text badge for other types. */
export function EntryIcon({ entry, size = 20 }: { entry: HeaderIconEntry; size?: number }) {
  if (entry.iconType === 'feather') return <Icon name={isIconName(entry.icons) ? entry.icons : FALLBACK} size={size} />;
  return (
    <span className="tpl-entry-badge" aria-hidden="true">
      {entry.icons}
    </span>
  );
}
