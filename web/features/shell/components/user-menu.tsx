import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { Icon } from '#web/components/icon.tsx';
import { useMenuKeys } from '#web/components/use-menu-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { canModerate } from '#web/lib/roles.ts';
import { fixedImage } from '#web/lib/image-sources.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { collectionKeys, userKeys } from '#web/queries/query-keys.ts';

/**
 * Avatar of the signed-in user with the profile menu (my profile, collections, sign out), a menu
 * button as WAI-ARIA describes it: arrows, Home and End move among the items, Escape closes (#25).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const keys = useMenuKeys(menu, button, open, setOpen);

  useDismiss(ref, open, () => setOpen(false), { on: 'click', escape: false });

  if (!session) return null;
  const { user } = session;
  const logout = async () => {
    setOpen(false);
    const refreshToken = session.tokenInfo.refreshToken;
    setSession(null);
    // Private data goes with the session; public lists refetch without the reader's favorites.
    // Users go whole: the directory and profiles carry emails, shown to signed-in readers only.
    queryClient.removeQueries({ queryKey: collectionKeys.all });
    queryClient.removeQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries();
    void navigate({ to: '/' });
    // Revoke on the server too; offline, the token simply expires.
    await api.auth.logout.$post({ json: { refreshToken } }).catch(() => undefined);
  };

  return (
    <div className="user-menu" ref={ref}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={keys.toggle}
        onKeyDown={keys.onButtonKeyDown}
        aria-label={t('header.profileMenu')}
      >
        {user.picture ? (
          <img {...fixedImage(user.picture, 36)} alt="" className="avatar" width={36} height={36} />
        ) : (
          <span className="avatar avatar--initials">{(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}</span>
        )}
      </button>
      {open && (
        <div className="user-menu__panel">
          <p className="user-menu__name">
            {user.firstName} {user.lastName}
          </p>
          <div id={menuId} ref={menu} role="menu" aria-label={t('header.profileMenu')} onKeyDown={keys.onMenuKeyDown}>
            <Link role="menuitem" tabIndex={-1} to="/people/$id" params={{ id: user.slug }} onClick={() => setOpen(false)}>
              <Icon name="user" size={18} /> {t('header.myProfile')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/collections" onClick={() => setOpen(false)}>
              <Icon name="bookmark" size={18} /> {t('nav.collections')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/following" onClick={() => setOpen(false)}>
              <Icon name="users" size={18} /> {t('follows.pageTitle')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/downloads" onClick={() => setOpen(false)}>
              <Icon name="download" size={18} /> {t('downloads.menu')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/settings/notifications" onClick={() => setOpen(false)}>
              <Icon name="bell" size={18} /> {t('pushMenu.settings')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/drafts" onClick={() => setOpen(false)}>
              <Icon name="edit" size={18} /> {t('header.drafts')}
            </Link>
            <Link role="menuitem" tabIndex={-1} to="/settings/devices" onClick={() => setOpen(false)}>
              <Icon name="phone" size={18} /> {t('header.devices')}
            </Link>
            {canModerate(user) && (
              <Link role="menuitem" tabIndex={-1} to="/moderation" onClick={() => setOpen(false)}>
                <Icon name="award" size={18} /> {t('header.moderation')}
              </Link>
            )}
            <button role="menuitem" tabIndex={-1} type="button" onClick={() => void logout()}>
              <Icon name="logOut" size={18} /> {t('header.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
