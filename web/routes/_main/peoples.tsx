import { createFileRoute } from '@tanstack/react-router';
import { PeoplesScreen } from '#web/features/people/components/peoples-screen.tsx';

export const Route = createFileRoute('/_main/peoples')({
  component: PeoplesScreen,
});
