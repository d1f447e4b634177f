import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  image?: string | null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (content === null) element.removeAttribute('content');
  else element.setAttribute('content', content);
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.setAttribute('content', previous);
  };
}

/**
 * Page title, description and Open Graph tags for the page being read (shared links and the tab
 * title); the previous values come back when the page is left.
 */
export function useDocumentMeta(meta: DocumentMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image ?? null;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'article'),
      setMeta('property', 'og:url', location.href),
      setMeta('property', 'og:image', image ? new URL(image, document.baseURI).href : null),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description, image]);
}
