import type { Preview } from '@storybook/react-vite';
import { languages, type LanguageCode } from '../src/i18n/languages';

/**
 * The toolbar's globals. Storybook keeps each in the URL (`&globals=locale:ar;theme:dark`),
 * so a link shows a reviewer the same look.
 */
export const globalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'Language: its messages, <html lang> and, for Arabic, right to left',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: (Object.entries(languages) as [LanguageCode, (typeof languages)[LanguageCode]][]).map(([code, language]) => ({
        value: code,
        title: `${language.name} (${code})`,
        right: language.dir === 'rtl' ? 'RTL' : undefined,
      })),
      dynamicTitle: true,
    },
  },
  theme: {
    description: 'Colour mode (data-theme)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  chrome: {
    description: 'Sidebar and topbar colour (data-sidebar, data-topbar)',
    toolbar: {
      title: 'Sidebar & topbar',
      icon: 'sidebar',
      items: [
        { value: 'theme', title: 'Sidebar & topbar: follow theme' },
        { value: 'light', title: 'Sidebar & topbar: light' },
        { value: 'dark', title: 'Sidebar & topbar: dark' },
      ],
      dynamicTitle: true,
    },
  },
  direction: {
    description: "Text direction (dir): the language's own, or the customizer's other choice",
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'language', title: "Direction: the language's" },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = { locale: 'en', theme: 'light', chrome: 'theme', direction: 'language' };

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${name} (${width} px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** The widths the app is checked at: a phone, a tablet, the two laptops and a desktop. */
export const viewports = {
  phone: viewport('Phone', 375, 812, 'mobile'),
  tablet: viewport('Tablet', 768, 1024, 'tablet'),
  laptop: viewport('Laptop', 1366, 768, 'desktop'),
  desktop: viewport('Desktop', 1920, 1080, 'desktop'),
};
