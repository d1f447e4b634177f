import { useTranslation } from 'react-i18next';
import { COVER_IMAGES_MAX, IMAGE_MAX_BYTES, type StoredFile } from '#api/schemas/file.ts';
import { FormMessage, useMessageText, type Message } from '#web/components/form-message.tsx';
import { forgetPickedFile } from '#web/sync/draft-media.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import type { Setter } from '../model/setter.ts';
import { useFilePicks } from '../use-file-picks.ts';
import { DropNotice } from './drop-notice.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { FileTile } from './file-tile.tsx';

interface CoverImagesProps {
  covers: string[];
  remote: Record<string, StoredFile>;
  onChange: Setter<string[]>;
  error?: Message;
}

/** Up to 3 cover images of 2 MB each (spec §5); the first is the card cover. */
export function CoverImages({ covers, remote, onChange, error }: CoverImagesProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const picks = useFilePicks('image');
  const room = COVER_IMAGES_MAX - covers.length;
  const add = async (files: File[]) => {
    const ids = await picks.add(files, room);
    if (ids.length) onChange((previous) => [...previous, ...ids]);
  };
  const remove = (id: string) => {
    onChange((previous) => previous.filter((c) => c !== id));
    void forgetPickedFile(id);
  };
  return (
    <fieldset className="editor-group">
      <legend>{t('editor.covers.label')}</legend>
      <p className="field-hint" id="covers-hint">
        {t('editor.covers.hint', { count: COVER_IMAGES_MAX, max: formatBytes(IMAGE_MAX_BYTES, i18n.language) })}
      </p>
      {covers.length > 0 && (
        <ul className="file-grid">
          {covers.map((id, index) => (
            <FileTile
              key={id}
              id={id}
              remote={remote}
              badge={index === 0 ? t('editor.covers.cover') : undefined}
              onRemove={() => remove(id)}
              actions={(name) =>
                index > 0 && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    aria-label={t('editor.covers.makeCoverNamed', { name })}
                    onClick={() => onChange((previous) => [id, ...previous.filter((c) => c !== id)])}
                  >
                    {t('editor.covers.makeCover')}
                  </button>
                )
              }
            />
          ))}
        </ul>
      )}
      {room > 0 && (
        <FileDropZone
          kind="image"
          multiple
          icon="image"
          label={covers.length ? t('editor.covers.addMore') : t('editor.covers.add')}
          hint={t('editor.covers.dropHint', { count: room })}
          onFiles={(files) => void add(files)}
          describedBy="covers-hint"
        />
      )}
      <DropNotice dropped={picks.dropped} kind="image" limit={COVER_IMAGES_MAX} onDismiss={picks.dismiss} />
      <FormMessage message={picks.error} />
      {error && <p className="field-error">{text(error)}</p>}
    </fieldset>
  );
}
