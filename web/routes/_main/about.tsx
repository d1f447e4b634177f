import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '#web/features/about/components/about-screen.tsx';

export const Route = createFileRoute('/_main/about')({
  component: AboutScreen,
});
