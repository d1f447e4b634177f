import { useTranslation } from 'react-i18next';
import { ARTICLE_TYPES, SUBTITLE_MAX, TEXT_TYPES, TITLE_MAX } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { FormField } from '#web/components/form-field.tsx';
import { emptySection, type EditorForm } from '../model/editor-form.ts';
import type { FormErrors } from '../model/rules.ts';
import type { Setter } from '../model/setter.ts';
import { ChipsInput } from './chips-input.tsx';
import { CoverImages } from './cover-images.tsx';
import { ChaptersField } from './chapters-field.tsx';
import { AudioField, SingleFileField } from './media-fields.tsx';
import { StorySections } from './story-sections.tsx';
import { TextBody } from './text-body.tsx';
import { TranscriptField } from './transcript-field.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { TribePicker } from './tribe-picker.tsx';
import { TextModeField, TypeField } from './type-fields.tsx';

interface EditorFieldsProps {
  draftId: string;
  form: EditorForm;
  set: <K extends keyof EditorForm>(key: K) => Setter<EditorForm[K]>;
  patch: (patch: Partial<EditorForm>) => void;
  errors: FormErrors;
  remote: Record<string, StoredFile>;
}

/** Every field of the article editor (spec §2, §4, §5), in the order an author fills them. */
export function EditorFields({ draftId, form, set, patch, errors, remote }: EditorFieldsProps) {
  const { t } = useTranslation();
  const story = form.textType === TEXT_TYPES.story;
  return (
    <>
      <TypeField value={form.type} onChange={(type) => patch({ type })} error={errors.type} />
      <div className="editor-group">
        <FormField label={t('editor.title.label')} value={form.title} maxLength={TITLE_MAX} error={errors.title} onValueChange={set('title')} placeholder={t('editor.title.placeholder')} />
        <FormField label={t('editor.subtitle.label')} value={form.subTitle} maxLength={SUBTITLE_MAX} error={errors.subTitle} onValueChange={set('subTitle')} />
      </div>

      {form.type === ARTICLE_TYPES.text && (
        <>
          <TextModeField value={form.textType} onChange={(textType) => patch(textType === TEXT_TYPES.story && form.sections.length === 0 ? { textType, sections: [emptySection()] } : { textType })} />
          {story ? (
            <StorySections sections={form.sections} onChange={set('sections')} errors={errors} remote={remote} />
          ) : (
            <TextBody value={form.content} onChange={set('content')} error={errors.content} />
          )}
        </>
      )}
      {form.type === ARTICLE_TYPES.audio && (
        <>
          <AudioField draftId={draftId} value={form.audioFile} source={form.audioSource} cuts={form.audioCuts} remote={remote} onChange={patch} error={errors.audioFile} />
          <TranscriptField value={form.transcript} onChange={set('transcript')} error={errors['transcript.text'] ?? errors['transcript.cues'] ?? errors.transcript} />
          <ChaptersField chapters={form.chapters} onChange={set('chapters')} errors={errors} />
        </>
      )}
      {form.type === ARTICLE_TYPES.video && (
        <fieldset className="editor-group">
          <legend>{t('editor.media.video')}</legend>
          <SingleFileField kind="video" value={form.videoFile} remote={remote} onChange={set('videoFile')} error={errors.videoFile} />
        </fieldset>
      )}

      <CoverImages covers={form.covers} remote={remote} onChange={set('covers')} error={errors.covers} />

      <div className="editor-columns">
        <TribePicker value={form.tribes} onChange={set('tribes')} error={errors.tribe} />
        <div className="field">
          <label htmlFor="article-language">{t('editor.language.label')}</label>
          <select id="article-language" value={form.language} onChange={(e) => patch({ language: e.target.value as 'fr' | 'en' })}>
            <option value="fr">{t('editor.language.fr')}</option>
            <option value="en">{t('editor.language.en')}</option>
          </select>
          {form.translationOf && <p className="field-hint">{t('editor.translation.notice')}</p>}
        </div>
      </div>
      <ThemePicker value={form.themes} onChange={set('themes')} error={errors.themes} />

      <fieldset className="editor-group">
        <legend>{t('editor.more.label')}</legend>
        <ChipsInput label={t('editor.tags.label')} hint={t('editor.chips.hint')} values={form.tags} onChange={set('tags')} placeholder={t('editor.tags.placeholder')} />
        <ChipsInput label={t('editor.references.label')} hint={t('editor.chips.hint')} values={form.references} onChange={set('references')} />
        <ChipsInput label={t('editor.inspiredBy.label')} hint={t('editor.chips.hint')} values={form.inspiredBy} onChange={set('inspiredBy')} />
      </fieldset>
    </>
  );
}
