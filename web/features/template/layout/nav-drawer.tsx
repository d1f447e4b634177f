import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { LanguageToggle } from '#web/components/language-toggle.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { PagesNav } from './pages-nav.tsx';

/** The mobile menu: all template pages in a drawer (Escape or the backdrop closes it). */
export function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  return (
    <div className="tpl-drawer">
      <button type="button" className="tpl-drawer__backdrop" aria-label={t('common.close')} tabIndex={-1} onClick={onClose} />
      <div ref={ref} className="tpl-drawer__panel tpl-drawer__panel--start" role="dialog" aria-modal="true" aria-labelledby="tpl-nav-drawer-title">
        <div className="tpl-drawer__head">
          <h2 id="tpl-nav-drawer-title">{t('template.pagesNav')}</h2>
          <LanguageToggle className="tpl-drawer__language" />
          <button type="button" className="tpl-icon-btn" aria-label={t('common.close')} onClick={onClose}>
            <Icon name="x" size={20} />
          </button>
        </div>
        <PagesNav onNavigate={onClose} />
      </div>
    </div>
  );
}
