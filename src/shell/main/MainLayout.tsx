// The signed-in layout: header, sidebar and content (spec 000 section 2.1).
import { AppShell, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import type { User } from '../../../engine/api';
import { AccountStatusBanner } from '../banner/AccountStatusBanner';
import { DemoModeModal } from '../demo/DemoModeModal';
import { FeedbackModal } from '../feedback/FeedbackModal';
import { Header } from '../header/Header';
import { Sidebar } from '../sidebar/Sidebar';

export default function MainLayout({ user }: { user: User }) {
  const [menuOpened, menu] = useDisclosure(false);
  const [feedbackOpened, feedback] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 72, breakpoint: 'md', collapsed: { mobile: !menuOpened } }} padding="md">
      <Header user={user} menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      <Sidebar onChoose={menu.close} onFeedback={feedback.open} />
      {menuOpened && <Overlay fixed hiddenFrom="md" zIndex={99} backgroundOpacity={0.4} onClick={menu.close} aria-hidden="true" />}
      <AppShell.Main>
        <AccountStatusBanner user={user} />
        <Outlet />
      </AppShell.Main>
      <FeedbackModal opened={feedbackOpened} onClose={feedback.close} />
      <DemoModeModal />
    </AppShell>
  );
}
