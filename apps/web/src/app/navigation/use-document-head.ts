import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TAGLINE } from '@roar/contracts';
import type { ResolvedRouteMeta } from '../../config/route-meta.ts';
import { documentTitle } from '../../lib/document-title.ts';

function setMetaDescription(content: string) {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document title, the meta description and <html lang> in step with route and language. */
export function useDocumentHead(meta: ResolvedRouteMeta, enabled = true): void {
  const { t, i18n } = useTranslation();
  const title = documentTitle(meta, t);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    // A page that is being redirected away from never names the tab.
    if (enabled) document.title = title;
  }, [title, enabled]);
  useEffect(() => {
    setMetaDescription(PRODUCT_TAGLINE);
  }, []);
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);
}
