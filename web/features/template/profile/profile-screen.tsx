import { useTranslation } from 'react-i18next';
import { GalleryGrid } from '../common/gallery-grid.tsx';
import { Tabs } from '../common/tabs.tsx';
import { FRIEND, ME, type SamplePerson } from '../data/people.ts';
import { POSTS } from '../data/posts.ts';
import type { ProfileTab } from '../model/template-pages.ts';
import { PostCard } from '../news-feed/post-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ActivityFeed, ProfileAbout, ProfileFacts, ProfileFriends } from './profile-sections.tsx';
import '../common/page-head.css';
import './profile.css';

function Timeline({ who }: { who: SamplePerson }) {
  const { t } = useTranslation();
  const own = POSTS.filter((p) => p.author === who.id);
  return (
    <div className="profile-timeline">
      <aside className="profile-timeline__side">
        <section className="tpl-card profile-box">
          <h2>{t('tplProfile.intro')}</h2>
          <ProfileFacts who={who} />
        </section>
        <section className="tpl-card profile-box">
          <h2>{t('template.pageNames.profile/gallery')}</h2>
          <GalleryGrid limit={6} />
        </section>
      </aside>
      <div className="profile-timeline__posts">
        {(own.length > 0 ? own : POSTS.slice(0, 3)).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </div>
  );
}

/** The template profile pages: one header, then the tab's content. */
export function ProfileScreen({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation();
  const who = tab === 'friend-profile' ? FRIEND : ME;
  const content = {
    timeline: <Timeline who={who} />,
    'friend-profile': <Timeline who={who} />,
    about: <ProfileAbout who={who} />,
    friends: <ProfileFriends exclude={who.id} />,
    gallery: <GalleryGrid />,
    'activity-feed': <ActivityFeed />,
    tab: (
      <section className="tpl-card profile-box">
        <Tabs
          label={t('tplProfile.tabs')}
          tabs={[
            { id: 'about', title: t('template.pageNames.profile/about'), content: <ProfileFacts who={who} /> },
            { id: 'photos', title: t('template.pageNames.profile/gallery'), content: <GalleryGrid limit={4} /> },
            { id: 'activity', title: t('template.pageNames.profile/activity-feed'), content: <ActivityFeed /> },
          ]}
        />
      </section>
    ),
  }[tab];
  return (
    <div className="profile-page">
      <ProfileHeader who={who} own={who === ME} current={tab} />
      {content}
    </div>
  );
}
