import { useTranslation } from 'react-i18next';
import { STORY_SECTIONS_MAX } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { useMessageText } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { forgetPickedFile } from '#web/sync/draft-media.ts';
import { emptySection, type SectionForm } from '../model/editor-form.ts';
import type { FormErrors } from '../model/rules.ts';
import type { Setter } from '../model/setter.ts';
import { useOrderedRows } from '../use-ordered-rows.ts';
import { SectionCard } from './section-card.tsx';

interface StorySectionsProps {
  sections: SectionForm[];
  onChange: Setter<SectionForm[]>;
  errors: FormErrors;
  remote: Record<string, StoredFile>;
}

/**
 * Story mode: 1 to 5 sections (spec §5), added, removed and reordered with buttons (keyboard
 * friendly; focus follows the moved section), with the spec's messages.
 */
export function StorySections({ sections, onChange, errors, remote }: StorySectionsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const full = sections.length >= STORY_SECTIONS_MAX;
  const { listRef, focusRow, move } = useOrderedRows(onChange);
  const remove = (index: number) => {
    const image = sections[index]?.image;
    if (image) void forgetPickedFile(image);
    onChange((previous) => previous.filter((_, i) => i !== index));
  };
  const add = () => {
    onChange((previous) => [...previous, emptySection()]);
    focusRow(sections.length, 'input');
  };

  return (
    <section className="editor-group story-sections" aria-labelledby="story-sections-title">
      <div className="story-sections__head">
        <h3 id="story-sections-title" className="editor-group__title">
          {t('editor.story.title')}
        </h3>
        <span className="muted">{t('editor.story.count', { count: sections.length, max: STORY_SECTIONS_MAX })}</span>
      </div>
      {errors.sections && (
        <p className="field-error story-sections__error" role="alert">
          {text(errors.sections)}
        </p>
      )}
      <ol className="section-list" ref={listRef}>
        {sections.map((section, index) => (
          <SectionCard
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            errors={errors}
            remote={remote}
            onChange={(patch) => onChange((previous) => previous.map((s) => (s.id === section.id ? { ...s, ...patch } : s)))}
            onMove={(step) => move(index, step)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <button type="button" className="btn btn--ghost story-sections__add" onClick={add} disabled={full}>
        <Icon name="plus" size={18} /> {t('editor.story.add')}
      </button>
      {full && <p className="field-hint">{t('editor.story.full', { count: STORY_SECTIONS_MAX })}</p>}
    </section>
  );
}
