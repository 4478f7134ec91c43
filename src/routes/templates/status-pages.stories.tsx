import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPage } from './error-page';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';
import { OfflinePage } from './offline-page';

const meta = {
  title: 'Status pages/Maintenance, 404, offline and errors',
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
/** §8: a page that failed to render, with Try again and Back to Home. */
export const SomethingWentWrong: Story = { render: () => <ErrorPage onRetry={fn()} /> };
/** The same inside the shell: the sidebar and topbar stay usable around it. */
export const SomethingWentWrongInShell: Story = { render: () => <ErrorPage onRetry={fn()} embedded /> };
