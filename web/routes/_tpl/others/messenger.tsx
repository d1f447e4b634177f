import { createFileRoute } from '@tanstack/react-router';
import { MessengerScreen } from '#web/features/template/messenger/messenger-screen.tsx';

/** Messenger template (spec §2): user list with counts, chat panel, user info panel; sample data only. */
export const Route = createFileRoute('/_tpl/others/messenger')({
  component: MessengerScreen,
});
