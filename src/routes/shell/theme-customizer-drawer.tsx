import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { layoutOptions, type LayoutKey, type LayoutSettings } from '../../theme/layout-settings';
import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import styles from './theme-customizer.module.css';

/** One customizer choice: a setting and one of its values. */
type CustomizerChoice = { [K in LayoutKey]: { key: K; value: LayoutSettings[K] } }[LayoutKey];

export interface ThemeCustomizerProps {
  /** The settings in effect (direction as applied). */
  settings: LayoutSettings;
  /** Semi Dark is on while both sidebar and topbar are dark. */
  semiDark: boolean;
  onChange: (choice: CustomizerChoice) => void;
  onSemiDarkChange: (on: boolean) => void;
  onReset: () => void;
  /** Opens the drawer at first render (stories). */
  defaultOpen?: boolean;
}

/** §2 sections in order, each titled; sidebar size and colour only in vertical layout. */
const SECTIONS: { key: LayoutKey; title: MessageId; verticalOnly?: boolean; swatches?: boolean }[] = [
  { key: 'layout', title: 'customizer.layout' },
  { key: 'skin', title: 'customizer.skin' },
  { key: 'mode', title: 'customizer.mode' },
  { key: 'direction', title: 'customizer.direction' },
  { key: 'width', title: 'customizer.width' },
  { key: 'sidebarSize', title: 'customizer.sidebarSize', verticalOnly: true },
  { key: 'navbar', title: 'customizer.navbar' },
  { key: 'sidebarColor', title: 'customizer.sidebarColor', verticalOnly: true, swatches: true },
  { key: 'topbarColor', title: 'customizer.topbarColor', swatches: true },
];

/** The settings an option leads to (Light & Dark also recolour sidebar and topbar, §4). */
function previewOf(settings: LayoutSettings, choice: CustomizerChoice): LayoutSettings {
  const next = { ...settings, [choice.key]: choice.value };
  return choice.key === 'mode' ? { ...next, sidebarColor: choice.value, topbarColor: choice.value } : next;
}

/** A miniature of the shell with one setting changed, so each option shows what it does. */
function Preview({ settings }: { settings: LayoutSettings }) {
  return (
    <span
      className={styles.preview}
      aria-hidden="true"
      data-layout={settings.layout}
      data-theme={settings.mode}
      data-skin={settings.skin}
      data-width={settings.width}
      data-size={settings.sidebarSize}
      data-navbar={settings.navbar}
      data-sidebar-color={settings.sidebarColor}
      data-topbar-color={settings.topbarColor}
      dir={settings.direction}
    >
      <span className={styles.previewSidebar} />
      <span className={styles.previewMain}>
        <span className={styles.previewTopbar} />
        <span className={styles.previewContent}>
          <span />
          <span />
        </span>
      </span>
    </span>
  );
}

function Section({
  section,
  settings,
  onChange,
}: {
  section: (typeof SECTIONS)[number];
  settings: LayoutSettings;
  onChange: (choice: CustomizerChoice) => void;
}) {
  const intl = useIntl();
  const { key } = section;
  return (
    <RadioGroup className={styles.section} value={settings[key]} orientation="horizontal" onChange={(value) => onChange({ key, value } as CustomizerChoice)}>
      <Label className={styles.sectionTitle}>{intl.formatMessage({ id: section.title })}</Label>
      <div className={section.swatches ? styles.swatches : styles.options}>
        {layoutOptions[key].map((value) => (
          <Radio key={value} value={value} className={styles.option}>
            {section.swatches ? (
              <span className={styles.swatch} data-color={value} data-target={key} aria-hidden="true" />
            ) : (
              <Preview settings={previewOf(settings, { key, value } as CustomizerChoice)} />
            )}
            <span className={styles.optionLabel}>{intl.formatMessage({ id: `${section.title}.${value}` as MessageId })}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export interface ThemeCustomizerDrawerProps extends Omit<ThemeCustomizerProps, 'defaultOpen'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The customizer's drawer with every section (Choose Layouts, Semi Dark, Skin
 * Layouts, Light & Dark, LTR & RTL, Content Width, Sidebar Size, Navigation
 * Type, Sidebar Colors, Topbar Colors), loaded on first open (see `ThemeCustomizer`).
 */
export function ThemeCustomizerDrawer({ settings, semiDark, onChange, onSemiDarkChange, onReset, isOpen, onOpenChange }: ThemeCustomizerDrawerProps) {
  const intl = useIntl();
  const visible = SECTIONS.filter((section) => !section.verticalOnly || settings.layout === 'vertical');
  return (
    <Drawer
      title={intl.formatMessage({ id: 'customizer.title' })}
      subtitle={intl.formatMessage({ id: 'customizer.subtitle' })}
      closeLabel={intl.formatMessage({ id: 'customizer.close' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button variant="secondary" block onPress={onReset}>
          {intl.formatMessage({ id: 'customizer.reset' })}
        </Button>
      }
    >
      <div className={styles.sections}>
        <Section section={visible[0]!} settings={settings} onChange={onChange} />
        <Switch className={styles.switch} isSelected={semiDark} onChange={onSemiDarkChange}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {intl.formatMessage({ id: 'customizer.semiDark' })}
        </Switch>
        {visible.slice(1).map((section) => (
          <Section key={section.key} section={section} settings={settings} onChange={onChange} />
        ))}
      </div>
    </Drawer>
  );
}
