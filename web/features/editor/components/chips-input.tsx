import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_ITEMS_MAX } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import type { Setter } from '../model/setter.ts';

const ITEM_MAX = 200;

interface ChipsInputProps {
  label: string;
  hint: string;
  values: string[];
  onChange: Setter<string[]>;
  placeholder?: string;
}

/**
 * A list of short texts (tags, references, "inspired by"): Enter or a comma adds what was typed,
 * Backspace in the empty box removes the last one, each chip has its own remove button.
 */
export function ChipsInput({ label, hint, values, onChange, placeholder }: ChipsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const full = values.length >= LIST_ITEMS_MAX;

  const add = (raw: string) => {
    const item = raw.trim();
    if (item && !full) onChange((previous) => (previous.some((v) => v.toLowerCase() === item.toLowerCase()) ? previous : [...previous, item.slice(0, ITEM_MAX)]));
  };
  const commit = () => {
    add(text);
    setText('');
  };
  // Phone keyboards often send no key events: a typed (or pasted) comma ends the item too.
  const onText = (value: string) => {
    if (!value.includes(',')) return setText(value);
    const parts = value.split(',');
    parts.slice(0, -1).forEach(add);
    setText(parts.at(-1)!);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange((previous) => previous.slice(0, -1));
    }
  };

  return (
    <div className="field chips-field">
      <label htmlFor={id}>{label}</label>
      <div className="chips-box">
        {values.length > 0 && (
          <ul className="chips" aria-label={label}>
            {values.map((value) => (
              <li key={value} className="chip">
                <span>{value}</span>
                <button type="button" className="chip__remove" aria-label={t('editor.chips.remove', { value })} onClick={() => onChange((previous) => previous.filter((v) => v !== value))}>
                  <Icon name="x" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={text}
          placeholder={placeholder}
          maxLength={ITEM_MAX}
          disabled={full}
          aria-describedby={`${id}-hint`}
          enterKeyHint="enter"
          onChange={(e) => onText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {full ? t('editor.chips.full', { count: LIST_ITEMS_MAX }) : hint}
      </p>
    </div>
  );
}
