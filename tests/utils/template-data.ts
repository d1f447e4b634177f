import friends from '../../public/assets/data/friends-conversation.json';
import settingBox from '../../public/assets/data/setting-box-list.json';

/** The template's static sample data as the fake API serves it in component tests. */
export const templateFiles = {
  '/assets/data/friends-conversation.json': friends,
  '/assets/data/setting-box-list.json': settingBox,
};
