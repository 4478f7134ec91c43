/**
 * The dashboard shell (§2 Shell): its layout (sidebar, topbar, footer), the language menu, the theme
 * customizer, and the Change Password dialog's hook (`useChangePassword`), which src/app puts in the shell; the menu's
 * model and icons; and the topbar's styles and icons for the widgets other areas put in it (the
 * cart, the notification bell).
 */
export { LanguageMenu } from './language-menu';
export type { MenuEntry, MenuGroup, MenuLink } from './menu-model';
export {
  BellIcon,
  BookIcon,
  CalendarAlertIcon,
  FileIcon,
  GridCheckIcon,
  HistoryIcon,
  ActivityIcon,
  HomeIcon,
  ListCheckIcon,
  ShopIcon,
  TrashIcon,
  UsersIcon,
} from './shell-icons';
export { useChangePassword } from './shell-change-password';
export { ShellLayout } from './shell-layout';
export { ThemeCustomizer } from './theme-customizer';
export { default as topbarStyles } from './topbar.module.css';
