import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/_main/collections')({
  component: function Screen() {
    const { t } = useTranslation();
    return <h1 className="page-title">{t('nav.collections')}</h1>;
  },
});
