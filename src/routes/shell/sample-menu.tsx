import type { MenuEntry } from './menu-model';
import { LockIcon } from '../../components/ui/icons';
import { BellIcon, BookIcon, FileIcon, HistoryIcon, HomeIcon, ShopIcon, UsersIcon } from './shell-icons';

/** A menu with titles, links and two levels of sub-menus, for stories (the app's own is src/app/menu.tsx). */
export const sampleMenu: MenuEntry[] = [
  { kind: 'title', label: 'nav.section.main' },
  { kind: 'link', label: 'nav.dashboard', href: '/', icon: <HomeIcon /> },
  { kind: 'link', label: 'nav.notifications', href: '/notification-detail', icon: <BellIcon /> },
  { kind: 'title', label: 'nav.section.training' },
  { kind: 'link', label: 'nav.employees', href: '/employees', icon: <UsersIcon /> },
  { kind: 'link', label: 'nav.trainings', href: '/trainings', icon: <BookIcon /> },
  { kind: 'link', label: 'nav.courseHistory', href: '/employee-course-history', icon: <HistoryIcon />, exact: true },
  { kind: 'title', label: 'nav.section.apps' },
  {
    kind: 'group',
    id: 'ecommerce',
    label: 'nav.ecommerce',
    icon: <ShopIcon />,
    children: [
      { kind: 'link', label: 'nav.products', href: '/product-grid' },
      { kind: 'link', label: 'nav.checkout', href: '/ecommerce-checkout' },
    ],
  },
  { kind: 'title', label: 'nav.section.pages' },
  {
    kind: 'group',
    id: 'authentication',
    label: 'nav.authentication',
    icon: <LockIcon />,
    children: [
      {
        kind: 'group',
        id: 'sign-in',
        label: 'nav.signIn',
        children: [
          { kind: 'link', label: 'nav.variant.basic', href: '/auth-login-basic' },
          { kind: 'link', label: 'nav.variant.cover', href: '/auth-login-cover' },
        ],
      },
      { kind: 'group', id: 'sign-up', label: 'nav.signUp', children: [{ kind: 'link', label: 'nav.variant.basic', href: '/auth-register-basic' }] },
    ],
  },
  {
    kind: 'group',
    id: 'status-pages',
    label: 'nav.statusPages',
    icon: <FileIcon />,
    children: [
      { kind: 'link', label: 'nav.comingSoon', href: '/pages-coming-soon' },
      { kind: 'link', label: 'nav.error404', href: '/pages-404' },
    ],
  },
];
