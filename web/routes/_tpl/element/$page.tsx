import { createFileRoute, redirect } from '@tanstack/react-router';
import { ElementScreen } from '#web/features/template/element/element-screen.tsx';
import { ELEMENT_PAGES, isOneOf } from '#web/features/template/model/template-pages.ts';

/** element/buttons, element/forms (the template's UI elements); others go to buttons. */
export const Route = createFileRoute('/_tpl/element/$page')({
  beforeLoad: ({ params }) => {
    if (!isOneOf(ELEMENT_PAGES, params.page)) throw redirect({ to: '/element/$page', params: { page: 'buttons' }, replace: true });
  },
  component: function Screen() {
    const { page } = Route.useParams();
    return isOneOf(ELEMENT_PAGES, page) ? <ElementScreen page={page} /> : null;
  },
});
