import { useTranslation } from 'react-i18next';
import type { StoredFile } from '#api/schemas/file.ts';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { forgetPickedFile } from '#web/sync/draft-media.ts';
import type { SectionForm } from '../model/editor-form.ts';
import type { FormErrors } from '../model/rules.ts';
import { useFilePicks } from '../use-file-picks.ts';
import { DropNotice } from './drop-notice.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { FileTile } from './file-tile.tsx';

interface SectionCardProps {
  section: SectionForm;
  index: number;
  count: number;
  errors: FormErrors;
  remote: Record<string, StoredFile>;
  onChange: (patch: Partial<SectionForm>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One story section: heading, content, an image and its caption; move up/down and remove. */
export function SectionCard({ section, index, count, errors, remote, onChange, onMove, onRemove }: SectionCardProps) {
  const { t } = useTranslation();
  const picks = useFilePicks('image');
  const at = (field: string): Message | undefined => errors[`sections.${index}.${field}`];
  const number = index + 1;
  const setImage = async (files: File[]) => {
    const [id] = await picks.add(files, 1);
    if (id) onChange({ image: id });
  };
  return (
    <li className="section-card card" aria-labelledby={`section-title-${section.id}`}>
      <div className="section-card__head">
        <h3 id={`section-title-${section.id}`} className="section-card__title">
          <span className="section-card__number">{number}</span>
          {section.heading.trim() || t('editor.story.section', { number })}
        </h3>
        <div className="section-card__tools">
          <button type="button" data-move="up" className="icon-btn icon-btn--small" disabled={index === 0} aria-label={t('editor.story.moveUp', { number })} onClick={() => onMove(-1)}>
            <Icon name="chevronUp" size={18} />
          </button>
          <button type="button" data-move="down" className="icon-btn icon-btn--small" disabled={index === count - 1} aria-label={t('editor.story.moveDown', { number })} onClick={() => onMove(1)}>
            <Icon name="chevronDown" size={18} />
          </button>
          <button type="button" className="icon-btn icon-btn--small icon-btn--danger" aria-label={t('editor.story.remove', { number })} onClick={onRemove}>
            <Icon name="trash" size={18} />
          </button>
        </div>
      </div>
      <FormField label={t('editor.story.heading')} value={section.heading} maxLength={200} error={at('heading')} onValueChange={(heading) => onChange({ heading })} />
      <FormField label={t('editor.story.content')} value={section.content} multiline rows={6} error={at('content')} onValueChange={(content) => onChange({ content })} />
      <div className="section-card__image">
        {section.image ? (
          <ul className="file-grid file-grid--single">
            <FileTile
              id={section.image}
              remote={remote}
              onRemove={() => {
                void forgetPickedFile(section.image!);
                onChange({ image: null });
              }}
            />
          </ul>
        ) : (
          <FileDropZone kind="image" icon="image" label={t('editor.story.addImage')} hint={t('editor.story.imageHint')} onFiles={(files) => void setImage(files)} />
        )}
        <DropNotice dropped={picks.dropped} kind="image" limit={1} onDismiss={picks.dismiss} />
        <FormMessage message={picks.error} />
      </div>
      {section.image && (
        <FormField label={t('editor.story.caption')} value={section.imageCaption} maxLength={300} error={at('imageCaption')} onValueChange={(imageCaption) => onChange({ imageCaption })} />
      )}
    </li>
  );
}
