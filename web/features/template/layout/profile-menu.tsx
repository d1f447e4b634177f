import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { ME } from '../data/people.ts';
import { colorModeAtom } from '../model/template-atoms.ts';
import { HeaderDropdown } from './header-dropdown.tsx';

/** The sample profile's menu: profile, settings, help, the template sign-in page, the real site. */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <HeaderDropdown
      label={t('template.header.profileMenu')}
      title={ME.name}
      className="tpl-dropdown--profile"
      trigger={<img src={ME.image} alt="" className="tpl-avatar tpl-avatar--sm" width={32} height={32} />}
    >
      {(close) => (
        <ul className="tpl-menu-links">
          <li>
            <Link to="/profile/$tab" params={{ tab: 'timeline' }} onClick={close}>
              <Icon name="user" size={18} /> {t('template.header.myProfile')}
            </Link>
          </li>
          <li>
            <Link to="/others/setting" onClick={close}>
              <Icon name="settings" size={18} /> {t('template.header.settings')}
            </Link>
          </li>
          <li>
            <Link to="/others/help-support" onClick={close}>
              <Icon name="info" size={18} /> {t('template.header.help')}
            </Link>
          </li>
          <li>
            <Link to="/others/login" onClick={close}>
              <Icon name="logOut" size={18} /> {t('template.header.templateLogin')}
            </Link>
          </li>
          <li>
            <Link to="/" onClick={close}>
              <Icon name="globe" size={18} /> {t('template.mainSite')}
            </Link>
          </li>
        </ul>
      )}
    </HeaderDropdown>
  );
}

/** Dark / light switch of the template layout (same setting as the theme settings widget). */
export function ModeToggle() {
  const { t } = useTranslation();
  const [mode, setMode] = useAtom(colorModeAtom);
  const dark = mode === 'dark';
  return (
    <button type="button" className="tpl-icon-btn tpl-header__mode" aria-pressed={dark} aria-label={t('template.header.darkMode')} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <Icon name={dark ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
