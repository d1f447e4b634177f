import { useTranslation } from 'react-i18next';
import { MAX_BYTES_BY_KIND, type FileKind } from '#api/schemas/file.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatBytes } from '#web/lib/format-bytes.ts';
import type { DropReason, DroppedFile } from '../model/file-rules.ts';

const ORDER: DropReason[] = ['too_large', 'wrong_type', 'too_many', 'no_room'];

/**
 * Says which picked files were left out and why (spec §5: oversized files are dropped; at most 5
 * per upload; at most 3 cover images), naming each file.
 */
export function DropNotice({ dropped, kind, limit, onDismiss }: { dropped: DroppedFile[]; kind: FileKind; limit: number; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  if (dropped.length === 0) return null;
  const names = (reason: DropReason) =>
    dropped
      .filter((d) => d.reason === reason)
      .map((d) => (reason === 'too_large' ? `${d.name} (${formatBytes(d.size, i18n.language)})` : d.name))
      .join(', ');
  const lines = ORDER.filter((reason) => dropped.some((d) => d.reason === reason)).map((reason) => {
    if (reason === 'too_large') return t('upload.tooLarge', { names: names(reason), max: formatBytes(MAX_BYTES_BY_KIND[kind], i18n.language), kind: t(`upload.kind.${kind}`) });
    if (reason === 'wrong_type') return t('upload.wrongType', { names: names(reason), kind: t(`upload.kind.${kind}`) });
    if (reason === 'too_many') return t('upload.tooMany', { names: names(reason), count: 5 });
    return limit > 1 ? t('upload.noRoom', { names: names(reason), count: limit }) : t('upload.noRoomSingle', { names: names(reason) });
  });
  return (
    <div className="drop-notice" role="alert">
      <Icon name="alert" size={18} />
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className="icon-btn icon-btn--small" aria-label={t('upload.dismiss')} onClick={onDismiss}>
        <Icon name="x" size={16} />
      </button>
    </div>
  );
}
