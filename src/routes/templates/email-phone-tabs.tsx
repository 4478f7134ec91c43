import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaScope } from '../../components/aria-scope';
import styles from './template-pages.module.css';

/**
 * §4: Email and Phone tabs switch panes; Email is the default (react-aria Tabs: arrow keys move between tabs,
 * mirrored in right-to-left, so in react-aria's locale scope).
 */
export function EmailPhoneTabs({ email, phone }: { email: ReactNode; phone: ReactNode }) {
  const intl = useIntl();
  return (
    <AriaScope>
      <Tabs className={styles.tabs} defaultSelectedKey="email">
        <TabList className={styles.tabList} aria-label={intl.formatMessage({ id: 'template.tabs.label' })}>
          <Tab id="email" className={styles.tab}>
            {intl.formatMessage({ id: 'template.tabs.email' })}
          </Tab>
          <Tab id="phone" className={styles.tab}>
            {intl.formatMessage({ id: 'template.tabs.phone' })}
          </Tab>
        </TabList>
        <TabPanel id="email" className={styles.tabPanel}>
          {email}
        </TabPanel>
        <TabPanel id="phone" className={styles.tabPanel}>
          {phone}
        </TabPanel>
      </Tabs>
    </AriaScope>
  );
}
