import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';
import { OfflinePage } from './offline-page';

const meta = {
  title: 'Status pages/Maintenance, 404 and offline',
  component: OfflinePage,
  parameters: { layout: 'fullscreen' },
  args: { onRefresh: fn() },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
/** As shown inside the shell when a page's code fails to load. */
export const OfflineInShell: Story = { args: { embedded: true } };
export const Maintenance: Story = { render: () => <MaintenancePage /> };
export const NotFound: Story = { render: () => <NotFoundPage /> };
