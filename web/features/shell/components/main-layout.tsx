import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftSidebar } from './left-sidebar.tsx';
import './shell.css';

/** Main layout of spec §2: header with navbar, left icon sidebar, central outlet. */
export function MainLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {header}
      <LeftSidebar />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
