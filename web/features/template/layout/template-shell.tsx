import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatBox } from '../chat/chat-box.tsx';
import { FriendsPanel } from '../friends/friends-panel.tsx';
import { colorModeAtom, directionAtom } from '../model/template-atoms.ts';
import { PagesNav } from './pages-nav.tsx';
import { TemplateHeader, type HeaderVariant } from './template-header.tsx';
import '../common/template-ui.css';
import './template-shell.css';
import './template-header.css';

/**
 * The template layout: header (with the theme settings widget), content, and the friends panel
 * with its chat box. Direction (`dir`) and dark mode (a class carrying dark tokens) apply to this layout only.
 * The 'sidebar' variant (template-full) trades the friends panel for a page sidebar.
 */
export function TemplateShell({ variant = 'default', children }: { variant?: HeaderVariant; children: ReactNode }) {
  const { t } = useTranslation();
  const dir = useAtomValue(directionAtom);
  const mode = useAtomValue(colorModeAtom);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const withFriends = variant !== 'sidebar';

  return (
    <div className={`tpl tpl--${variant} ${mode === 'dark' ? 'tpl--dark' : 'tpl--light'}`} dir={dir} data-testid="template-layout">
      <a className="skip-link" href="#tpl-main">
        {t('common.skipToContent')}
      </a>
      <TemplateHeader variant={variant} hasFriendsPanel={withFriends} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
      <div className={`tpl__body ${withFriends ? 'tpl__body--friends' : ''} ${variant === 'sidebar' && sidebarOpen ? 'tpl__body--sidebar' : ''}`}>
        {variant === 'sidebar' && (
          <aside id="tpl-sidebar" className="tpl__sidebar" hidden={!sidebarOpen}>
            <PagesNav />
          </aside>
        )}
        <main id="tpl-main" className="tpl__main" tabIndex={-1}>
          {children}
        </main>
        {withFriends && <FriendsPanel />}
      </div>
      {withFriends && <ChatBox />}
    </div>
  );
}
