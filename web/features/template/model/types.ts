/**
 * Shapes of the template's static sample data (spec §3 "Friends conversation response" and
 * "Header icon entry"), served from public/assets/data/*.json.
 */

/** A friend in the friends panel; `class` styles the status dot. */
export interface Friend {
  image: string;
  title: string;
  city: string;
  status: 'online' | 'away' | 'offline';
  class: string;
}

/** What the friend popover shows (spec §3 "Popover data"). */
export type FriendPopover = Pick<Friend, 'image' | 'title'>;

export interface FriendGroup {
  /** A key of `friends.groups` (translated), or shown as is when unknown. */
  heading: string;
  isCollapsed: boolean;
  data: Friend[];
}

export interface FriendsConversationResponse {
  friendsConversationList: FriendGroup[];
}

/** An icon link (icon bar, settings pages list). `path` is relative to the site root ('' = home). */
export interface HeaderIconEntry {
  path: string;
  /** A feather icon name when `iconType` is 'feather'; otherwise a short text badge. */
  icons: string;
  iconType: 'feather' | 'other';
  class: string;
  active: boolean;
}

export interface SettingBoxResponse {
  settingBoxList: HeaderIconEntry[];
}
