import type { MenuEntry, MenuGroup, MenuLink } from '../routes/shell';
import { LayersIcon, LockIcon } from '../components/ui/icons';
import {
  ActivityIcon,
  BellIcon,
  BookIcon,
  CalendarAlertIcon,
  ListCheckIcon,
  FileIcon,
  GridCheckIcon,
  HistoryIcon,
  HomeIcon,
  ShopIcon,
  UsersIcon,
} from '../routes/shell';
import { authPath, variantsOf, type AuthKind } from '../components/auth/auth-variants';
import type { MessageId } from '../i18n/messages';

const link = (label: MessageId, href: string): MenuLink => ({ kind: 'link', label, href });

/** A second-level group of a template page kind in the variants the route table serves (§2: auth-<kind>-<variant>). */
const variants = (id: string, label: MessageId, kind: AuthKind): MenuGroup => ({
  kind: 'group',
  id,
  label,
  children: variantsOf[kind].map((variant) => link(`nav.variant.${variant}`, authPath(kind, variant))),
});

/** The product's own pages: what every build's menu shows. */
const productMenu: MenuEntry[] = [
  { kind: 'title', label: 'nav.section.main' },
  { kind: 'link', label: 'nav.dashboard', href: '/', icon: <HomeIcon /> },
  { kind: 'link', label: 'nav.notifications', href: '/notification-detail', icon: <BellIcon /> },
  { kind: 'title', label: 'nav.section.training' },
  { kind: 'link', label: 'nav.employees', href: '/employees', icon: <UsersIcon /> },
  { kind: 'link', label: 'nav.trainings', href: '/trainings', icon: <BookIcon /> },
  { kind: 'link', label: 'nav.courseHistory', href: '/employee-course-history', icon: <HistoryIcon />, exact: true },
  { kind: 'link', label: 'nav.compliance', href: '/compliance', icon: <GridCheckIcon />, exact: true },
  { kind: 'link', label: 'nav.forecast', href: '/compliance/forecast', icon: <CalendarAlertIcon /> },
  { kind: 'link', label: 'nav.requirements', href: '/compliance/requirements', icon: <ListCheckIcon /> },
  { kind: 'link', label: 'nav.activity', href: '/activity', icon: <ActivityIcon /> },
];

/** The template's demo pages (§2: Ecommerce, the template auth pages, status pages, landing pages); built only where shown. */
const demoMenu = (): MenuEntry[] => [
  { kind: 'title', label: 'nav.section.apps' },
  {
    kind: 'group',
    id: 'ecommerce',
    label: 'nav.ecommerce',
    icon: <ShopIcon />,
    children: [link('nav.products', '/product-grid'), link('nav.checkout', '/ecommerce-checkout')],
  },
  { kind: 'title', label: 'nav.section.pages' },
  {
    kind: 'group',
    id: 'authentication',
    label: 'nav.authentication',
    icon: <LockIcon />,
    children: [
      variants('sign-in', 'nav.signIn', 'login'),
      variants('sign-up', 'nav.signUp', 'register'),
      variants('password-reset', 'nav.passwordReset', 'reset-password'),
      variants('password-create', 'nav.passwordCreate', 'create-password'),
      variants('two-step', 'nav.twoStep', 'two-steps'),
      variants('verify-email', 'nav.verifyEmail', 'verify-email'),
      variants('logout', 'nav.logout', 'logout'),
    ],
  },
  {
    kind: 'group',
    id: 'status-pages',
    label: 'nav.statusPages',
    icon: <FileIcon />,
    children: [
      link('nav.comingSoon', '/pages-coming-soon'),
      link('nav.maintenance', '/pages-maintenance'),
      link('nav.error404', '/pages-404'),
      link('nav.offline', '/pages-offline'),
    ],
  },
  {
    kind: 'group',
    id: 'landing',
    label: 'nav.landing',
    icon: <LayersIcon />,
    children: [link('nav.onePage', '/onepage-landing'), link('nav.productLanding', '/product-landing')],
  },
];

/** The one menu definition (§2 Shell), drawn by the sidebar and the horizontal menu; the demo pages only in a build with them (`VITE_DEMO_CONTENT`). */
export const menu: MenuEntry[] = import.meta.env?.VITE_DEMO_CONTENT !== 'false' ? [...productMenu, ...demoMenu()] : productMenu;
