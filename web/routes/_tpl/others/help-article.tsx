import { createFileRoute } from '@tanstack/react-router';
import { HelpArticleScreen } from '#web/features/template/pages/help-article-screen.tsx';

/** Help article page (spec §2): search box, text, related topics. */
export const Route = createFileRoute('/_tpl/others/help-article')({
  component: HelpArticleScreen,
});
