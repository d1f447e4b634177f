import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '#api/schemas/comments.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { userKeys } from '#web/queries/query-keys.ts';
import { useSetRole } from '../api/moderation.ts';

/** Admins grant and revoke roles (issue #28): find a person by name, choose the role. */
export function RoleGrants() {
  const { t } = useTranslation();
  const id = useId();
  const [keywords, setKeywords] = useState('');
  const [roles, setRoles] = useState<Record<string, Role>>({});
  const debounced = useDebouncedValue(keywords.trim(), 300);
  const people = useQuery({
    queryKey: userKeys.list({ keywords: debounced, for: 'roles' }),
    queryFn: () => readResponse(api.users.$get({ query: { limit: '10', offset: '0', keywords: debounced } })),
    enabled: debounced.length >= 2,
  });
  const setRole = useSetRole();
  return (
    <section className="moderation-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('moderation.roles')}</h2>
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('moderation.findPerson')}</label>
        <input id={`${id}-search`} type="search" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
      </div>
      <ul className="moderation-people">
        {(people.data?.items ?? []).map((u) => {
          const name = `${u.firstName} ${u.lastName}`;
          const chosen = roles[u.id] ?? 'member';
          return (
            <li key={u.id}>
              <span>{name}</span>
              <label className="visually-hidden" htmlFor={`${id}-${u.id}`}>
                {t('moderation.roleOf', { name })}
              </label>
              <select id={`${id}-${u.id}`} value={chosen} onChange={(e) => setRoles({ ...roles, [u.id]: e.target.value as Role })}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`moderation.role.${r}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn"
                disabled={setRole.isPending}
                onClick={() =>
                  setRole.mutate(
                    { userId: u.id, role: chosen },
                    { onSuccess: () => showToast('moderation.roleSet', { name, role: t(`moderation.role.${chosen}`) }), onError: () => showToast('moderation.failed', 'error') },
                  )
                }
              >
                {t('moderation.apply')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
