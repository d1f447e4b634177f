import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendsConversationResponse, SettingBoxResponse } from './types.ts';
import { templateKeys } from '#web/queries/query-keys.ts';

/** Static sample data of the template (api.md "Other"): plain files from public/. */
async function getStaticJson<T>(path: string): Promise<T> {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const FRIENDS_CONVERSATION_PATH = '/assets/data/friends-conversation.json';
export const SETTING_BOX_LIST_PATH = '/assets/data/setting-box-list.json';

/** The friends conversation list, loaded when the friends panel starts (spec §7). */
export const friendsConversationQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.data('friends-conversation'),
    queryFn: () => getStaticJson<FriendsConversationResponse>(FRIENDS_CONVERSATION_PATH),
    staleTime: Infinity,
  });

/** The pages list of the theme settings widget (spec §7 "GET assets/data/setting-box-list.json"). */
export const settingBoxListQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.data('setting-box-list'),
    queryFn: () => getStaticJson<SettingBoxResponse>(SETTING_BOX_LIST_PATH),
    staleTime: Infinity,
  });

export const useFriendsConversation = () => useQuery(friendsConversationQueryOptions());
export const useSettingBoxList = () => useQuery(settingBoxListQueryOptions());
