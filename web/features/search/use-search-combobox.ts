import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { useSearchArticles } from './api/search-articles.ts';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_RESULTS_SHOWN, type SearchFilters } from './search-rules.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/**
 * State of the header search (spec §4): under 2 characters clears the results; otherwise the
 * debounced text is searched (with the panel's filters) and the dropdown opens. The dropdown closes
 * 200 ms after the input loses focus, so a click on a result lands first. Keyboard follows the ARIA
 * combobox pattern: arrows move, Enter chooses (with no option active, it submits: the results
 * view), Escape closes (then clears).
 */
export function useSearchCombobox({
  onChoose,
  onSubmit,
  onEscapeEmpty,
  shownQuery,
}: {
  onChoose: (article: ArticleSummary) => void;
  /** The words of the results view on screen (`/search?q=`), kept in the box: after a reload, a link, or the phone's box reopened. */
  shownQuery?: string;
  /** Enter with no option chosen: the words, for the results view (issue #25). */
  onSubmit: (keywords: string) => void;
  onEscapeEmpty?: () => void;
}) {
  const [text, setText] = useState(shownQuery ?? '');
  useEffect(() => {
    if (shownQuery !== undefined) setText(shownQuery);
  }, [shownQuery]);
  const [filters, setFilters] = useState<SearchFilters>({});
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const skipOpenOnFocus = useRef(false);

  const trimmed = text.trim();
  const enough = trimmed.length >= SEARCH_MIN_CHARS;
  const keywords = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searchable = enough && keywords.length >= SEARCH_MIN_CHARS;
  const query = useSearchArticles(searchable ? keywords : '', filters);
  const items = searchable ? (query.data?.items ?? []).slice(0, SEARCH_RESULTS_SHOWN) : [];
  const pending = enough && (keywords !== trimmed || query.isFetching) && items.length === 0;
  const expanded = open && enough;
  const activeIndex = active < items.length ? active : -1;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (article: ArticleSummary) => {
    setText(article.title);
    setOpen(false);
    setActive(-1);
    onChoose(article);
  };

  /** The form's submit (Enter with no option active, or the keyboard's search key). */
  const submit = () => {
    if (!enough) return;
    clearTimeout(blurTimer.current);
    setOpen(false);
    setActive(-1);
    onSubmit(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!enough) return;
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 || i >= count ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Handled here rather than by the form's implicit submission, which the filter panel's fields may block.
      if (expanded && activeIndex >= 0) choose(items[activeIndex]!);
      else submit();
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      } else {
        onEscapeEmpty?.();
      }
    }
  };

  return {
    submit,
    text,
    filters,
    setFilters,
    items,
    pending,
    error: query.isError,
    keywords,
    expanded,
    activeIndex,
    choose,
    setActive,
    /** Focus coming back from the modal should not reopen the dropdown over it. */
    skipNextFocusOpen: () => {
      skipOpenOnFocus.current = true;
    },
    inputProps: {
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        setActive(-1);
        setOpen(event.target.value.trim().length >= SEARCH_MIN_CHARS);
      },
      onFocus: () => {
        clearTimeout(blurTimer.current);
        if (skipOpenOnFocus.current) skipOpenOnFocus.current = false;
        else if (enough) setOpen(true);
      },
      onBlur: () => {
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => {
          setOpen(false);
          setActive(-1);
        }, SEARCH_BLUR_CLOSE_MS);
      },
      onKeyDown,
    },
  };
}
