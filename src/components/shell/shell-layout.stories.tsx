import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
// Stories show the real menu; the lint rule keeps routes out of the components themselves.
import { menu } from '../../routes/menu';
import { Card } from '../card';
import { PageHeader } from '../page-header';
import { ShellLayout } from './shell-layout';

/** Stand-in page content: a page header and a card, as the placeholder pages show. */
function EmployeesContent() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.employees' })} description={intl.formatMessage({ id: 'employees.description' })} />
      <Card>
        <p>{intl.formatMessage({ id: 'common.comingSoon' })}</p>
      </Card>
    </>
  );
}

const meta = {
  title: 'Shell/ShellLayout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen', path: '/employees' },
  args: {
    menu,
    currentPath: '/employees',
    userName: 'Alex Morgan',
    onChangePassword: fn(),
    onSignOut: fn(),
    children: <EmployeesContent />,
  },
  argTypes: { menu: { control: false }, children: { control: false } },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** §4 Layout: on a wide screen the toggle shrinks the sidebar to its icons. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** §4 Layout: under 768 px the sidebar is hidden and the toggle opens it as an overlay. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
