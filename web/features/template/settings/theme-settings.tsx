import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { EntryIcon } from '../common/entry-icon.tsx';
import { Switch } from '../common/switch.tsx';
import { colorModeAtom, directionAtom } from '../model/template-atoms.ts';
import { useSettingBoxList } from '../model/sample-data-queries.ts';
import { pageLabel } from '../model/template-pages.ts';
import { useDismiss } from '#web/components/use-dismiss.ts';
import './theme-settings.css';

/** The theme settings widget (spec §2): rtl/ltr, dark/light and the pages list (setting-box-list.json). */
export function ThemeSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // The wrapper holds the toggle too, so clicking the toggle toggles rather than close-and-reopen.
  useDismiss(ref, open, close, { returnFocus: buttonRef });
  return (
    <div className="theme-settings" ref={ref}>
      <button ref={buttonRef} type="button" className="tpl-icon-btn theme-settings__toggle" aria-label={t('settingBox.open')} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name="settings" size={20} />
      </button>
      {open && <SettingsPanel onClose={close} />}
    </div>
  );
}

function SettingsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dir, setDir] = useAtom(directionAtom);
  const [mode, setMode] = useAtom(colorModeAtom);
  const { data, isPending, isError } = useSettingBoxList();
  const ref = useRef<HTMLDivElement>(null);
  const close = onClose;
  useDialogFocus(ref, close);

  return (
    <div ref={ref} className="theme-settings__panel" role="dialog" aria-labelledby="theme-settings-title">
      <div className="theme-settings__head">
        <h2 id="theme-settings-title">{t('settingBox.title')}</h2>
        <button type="button" className="tpl-icon-btn" aria-label={t('common.close')} onClick={close}>
          <Icon name="x" size={20} />
        </button>
      </div>
      <Switch label={t('settingBox.rtl')} checked={dir === 'rtl'} onChange={(on) => setDir(on ? 'rtl' : 'ltr')} />
      <Switch label={t('settingBox.dark')} checked={mode === 'dark'} onChange={(on) => setMode(on ? 'dark' : 'light')} />
      <h3 className="theme-settings__subtitle">{t('settingBox.pages')}</h3>
      {isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : isError ? (
        <p className="muted">{t('settingBox.loadError')}</p>
      ) : (
        <ul className="theme-settings__pages">
          {data.settingBoxList.map((entry) => (
            <li key={entry.path}>
              <Link to={`/${entry.path}` as string} className={`theme-settings__page ${entry.class}`} onClick={close}>
                <span className="theme-settings__page-icon">
                  <EntryIcon entry={entry} size={18} />
                </span>
                {pageLabel(t, entry.path)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
