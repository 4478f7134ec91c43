import type { MenuEntry } from '../components/shell/sidebar';
import { BookIcon, HistoryIcon, HomeIcon, UsersIcon } from '../components/ui/icons';

/** The one sidebar menu definition (§2 Shell). */
export const menu: MenuEntry[] = [
  { kind: 'title', label: 'nav.section.main' },
  { kind: 'link', label: 'nav.dashboard', href: '/', icon: <HomeIcon /> },
  { kind: 'title', label: 'nav.section.training' },
  { kind: 'link', label: 'nav.employees', href: '/employees', icon: <UsersIcon /> },
  { kind: 'link', label: 'nav.trainings', href: '/trainings', icon: <BookIcon /> },
  { kind: 'link', label: 'nav.courseHistory', href: '/employee-course-history', icon: <HistoryIcon />, exact: true },
];
