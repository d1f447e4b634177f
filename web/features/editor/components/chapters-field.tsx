import { useTranslation } from 'react-i18next';
import { CHAPTER_TITLE_MAX, CHAPTERS_MAX } from '#api/schemas/transcript.ts';
import { FormField } from '#web/components/form-field.tsx';
import { useMessageText } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { emptyChapter, type ChapterForm } from '../model/editor-form.ts';
import type { FormErrors } from '../model/rules.ts';
import type { Setter } from '../model/setter.ts';
import { useOrderedRows } from '../use-ordered-rows.ts';

/**
 * A podcast's chapters: title and start (`m:ss`), added, removed and moved with buttons (focus
 * follows the moved row), checked by the shared rules (start times in increasing order).
 */
export function ChaptersField({ chapters, onChange, errors }: { chapters: ChapterForm[]; onChange: Setter<ChapterForm[]>; errors: FormErrors }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const full = chapters.length >= CHAPTERS_MAX;
  const { listRef, focusRow, move } = useOrderedRows(onChange);
  const add = () => {
    // The first chapter starts at the beginning; later ones are typed.
    onChange((previous) => [...previous, emptyChapter(previous.length === 0 ? '0:00' : '')]);
    focusRow(chapters.length, 'input');
  };
  const edit = (id: string, patch: Partial<ChapterForm>) => onChange((previous) => previous.map((c) => (c.id === id ? { ...c, ...patch } : c)));

  return (
    <fieldset className="editor-group chapters-field">
      <legend>{t('editor.chapters.label')}</legend>
      <p className="field-hint">{t('editor.chapters.hint')}</p>
      {errors.chapters && (
        <p className="field-error" role="alert">
          {text(errors.chapters)}
        </p>
      )}
      <ol className="chapter-rows" ref={listRef}>
        {chapters.map((chapter, index) => {
          const number = index + 1;
          return (
            <li key={chapter.id} className="chapter-row">
              <FormField
                className="chapter-row__start"
                label={t('editor.chapters.start', { number })}
                value={chapter.start}
                inputMode="numeric"
                placeholder="0:00"
                error={errors[`chapters.${index}.start`]}
                onValueChange={(start) => edit(chapter.id, { start })}
              />
              <FormField
                className="chapter-row__title"
                label={t('editor.chapters.title', { number })}
                value={chapter.title}
                maxLength={CHAPTER_TITLE_MAX}
                error={errors[`chapters.${index}.title`]}
                onValueChange={(title) => edit(chapter.id, { title })}
              />
              <div className="chapter-row__tools">
                <button type="button" data-move="up" className="icon-btn icon-btn--small" disabled={index === 0} aria-label={t('editor.chapters.moveUp', { number })} onClick={() => move(index, -1)}>
                  <Icon name="chevronUp" size={18} />
                </button>
                <button
                  type="button"
                  data-move="down"
                  className="icon-btn icon-btn--small"
                  disabled={index === chapters.length - 1}
                  aria-label={t('editor.chapters.moveDown', { number })}
                  onClick={() => move(index, 1)}
                >
                  <Icon name="chevronDown" size={18} />
                </button>
                <button
                  type="button"
                  className="icon-btn icon-btn--small icon-btn--danger"
                  aria-label={t('editor.chapters.remove', { number })}
                  onClick={() => onChange((previous) => previous.filter((c) => c.id !== chapter.id))}
                >
                  <Icon name="trash" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn--ghost" onClick={add} disabled={full}>
        <Icon name="plus" size={18} /> {t('editor.chapters.add')}
      </button>
    </fieldset>
  );
}
