import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompanyScreen } from '#web/features/template/company/company-screen.tsx';
import { COMPANY_PAGES, isOneOf } from '#web/features/template/model/template-pages.ts';

/** company/about, company/contact; others go to about. */
export const Route = createFileRoute('/_tpl/company/$page')({
  beforeLoad: ({ params }) => {
    if (!isOneOf(COMPANY_PAGES, params.page)) throw redirect({ to: '/company/$page', params: { page: 'about' }, replace: true });
  },
  component: function Screen() {
    const { page } = Route.useParams();
    return isOneOf(COMPANY_PAGES, page) ? <CompanyScreen page={page} /> : null;
  },
});
