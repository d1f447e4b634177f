import { useTranslation } from 'react-i18next';
import type { Message } from '#web/components/form-message.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';

/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below is a call the types must
 * refuse (issue #25). Were the typed keys or the placeholder checks to stop working, the directive
 * would go unused and typecheck would fail.
 */
export function useTypedKeys() {
  const { t } = useTranslation();
  // @ts-expect-error a key that is in no area file
  t('collections.noSuchKey');
  // @ts-expect-error `Added to “{{name}}”` without its name (strictInterpolationChecks)
  t('collections.added');
  // @ts-expect-error a value for another placeholder
  t('collections.added', { title: 'x' });
  t('collections.added', { name: 'Reading list' });

  // @ts-expect-error the bug of issue #25: a toast for `{{name}}` without its name
  showToast('collections.added', 'success');
  // @ts-expect-error a toast for an unknown key
  showToast('collections.noSuchToast', 'success');
  showToast('collections.added', { name: 'Reading list' }, 'success');
  showToast('collections.deleted', 'success');

  // @ts-expect-error a form message for an unknown key
  const unknown: Message = { key: 'login.noSuchMessage' };
  const given: Message = { key: 'minLength', values: { count: 5 } };
  return [unknown, given];
}
